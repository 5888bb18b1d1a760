// jsdom has no window.open; the gallery download opens the file's link with it.
window.open = () => null;
