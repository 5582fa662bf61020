/** Saves text as a file through a temporary link. */
export function downloadCsv(csv: string, fileName: string): void {
  // The BOM lets spreadsheet programs read the rupee sign and names as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
