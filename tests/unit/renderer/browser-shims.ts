// What jsdom lacks of the browser APIs Mantine measures with. setup.ts installs them for every jsdom
// test file; a test that needs another answer stubs over them (vi.stubGlobal) and unstubs back to these.

/** No media query ever matches: light scheme, full motion, a wide screen. */
class MediaQueryListShim extends EventTarget implements MediaQueryList {
  readonly matches = false;
  onchange: MediaQueryList['onchange'] = null;
  constructor(readonly media: string) {
    super();
  }
  addListener(): void {}
  removeListener(): void {}
}

/** Nothing is ever resized. */
class ResizeObserverShim implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installBrowserShims(): void {
  window.matchMedia = (query) => new MediaQueryListShim(query);
  window.ResizeObserver = ResizeObserverShim;
  // Mantine's autosizing textareas listen for font loads; jsdom has no document.fonts.
  if (!('fonts' in document)) {
    const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve() });
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  }
}
