import { ServerContent } from './ServerContent';
import { Spinner } from './ui';

/** Holds the page's place while a lazy chunk loads: what the server wrote of the page on a first visit, else a spinner. */
export function PageLoading() {
  return (
    <ServerContent
      fallback={
        <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
          <Spinner size="lg" />
        </div>
      }
    />
  );
}
