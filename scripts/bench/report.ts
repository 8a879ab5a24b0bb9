/** The bench's one table, in Markdown (it goes into README.md as printed). */
export type Row = {
  measure: string;
  floor?: string;
  rihla: string;
  /** Rihla's cost over the floor's (time per request, startup, memory). */
  ratio?: number;
  goal?: string;
  met?: boolean;
};

export function table(rows: Row[]): string {
  const lines = [
    '| measure | floor (Fastify + pg) | Rihla | ratio | goal |',
    '|---|---|---|---|---|',
    ...rows.map((r) =>
      [
        '',
        r.measure,
        r.floor ?? '',
        r.rihla,
        r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x`,
        r.goal === undefined ? '' : `${r.goal} ${r.met ? 'met' : '**not met**'}`,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ];
  return lines.join('\n');
}
