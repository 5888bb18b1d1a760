/** The chart components the views draw with: the kinds `plot-kinds.ts` gives the builds. */
export { Column, DualAxes, Line, Pie } from '@ant-design/plots';
