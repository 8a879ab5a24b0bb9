import { Spinner } from './ui';

/** Holds the page's place while a lazy chunk loads. */
export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner size="lg" />
    </div>
  );
}
