// jsdom implements getComputedStyle only for elements, not pseudo-elements; antd's dialogs ask
// for a pseudo-element's style when they lock the page's scroll, and jsdom logs an error.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// jsdom has no window.open; the gallery download opens the file's link with it.
window.open = () => null;
