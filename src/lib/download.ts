/** Lets the browser download a blob under `fileName` (Excel, CSV, chart images). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // a large file is still being read when click() returns: keep the URL a minute
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
