/** Number of pages for a total (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** 1-based positions of the first and last item shown on a page. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const last = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return { from: (current - 1) * pageSize + 1, to: Math.min(total, current * pageSize) };
}
