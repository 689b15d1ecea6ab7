/**
 * Hands a blob to the browser as a file download. The link is in the document while it is clicked (Firefox
 * ignores a detached one) and the object URL is freed once the click has started the download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
