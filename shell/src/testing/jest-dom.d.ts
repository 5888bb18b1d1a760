// The matchers the jest preset installs (toBeInTheDocument, toHaveTextContent...), for tsc.
import '@testing-library/jest-dom';
