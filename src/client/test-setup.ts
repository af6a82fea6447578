import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out, so it has no scrolling into view; the practice screen asks for it.
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};

// jsdom has no modal dialogs: showModal and close only open and shut the dialog.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
