// Saves text as a file the way a page does: an object URL and a link with `download`. In a browser
// it lands in the downloads; in the desktop app Electron asks where to save it (no handler of main's
// session takes downloads over), and the window's navigation guards never see it, as a download is
// no navigation.
/** Long enough for the browser to have read the file, as FileSaver.js waits. */
const REVOKE_AFTER_MS = 40_000;

export function downloadTextFile(name: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
