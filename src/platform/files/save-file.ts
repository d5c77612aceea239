/**
 * Hands a file the app received (a patient's exported record) to the browser's downloads: a
 * temporary object URL on a hidden link, clicked, then revoked once the download has it.
 */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
