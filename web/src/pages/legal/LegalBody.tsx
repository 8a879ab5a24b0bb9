/**
 * A legal text as staff write it (api LegalDocument.body): paragraphs separated by a blank line, a block starting
 * with "## " is a heading, a block of "- " lines is a list. Rendered as elements, never as HTML.
 */
export function LegalBody({ body }: { body: string }) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="legal-body">
      {blocks.map((block, index) => {
        const key = `${index}`;
        const [first, ...rest] = block.split('\n');
        if (first.startsWith('## ')) {
          return (
            <div key={key}>
              <h2>{first.slice(3)}</h2>
              {rest.length > 0 && <LegalBody body={rest.join('\n')} />}
            </div>
          );
        }
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- ')))
          return (
            <ul key={key}>
              {lines.map((line, item) => (
                <li key={`${item}`}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        return <p key={key}>{block}</p>;
      })}
    </div>
  );
}
