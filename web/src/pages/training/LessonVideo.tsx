import { defineMessages, type MessageValue, useIntl } from 'react-intl';

const messages = defineMessages<{ readonly title: { readonly title: MessageValue } }>({
  title: { id: 'training.lesson.videoTitle', defaultMessage: 'Video: {title}' },
});

/** Only http(s) addresses are embedded: a javascript: or data: URL must never become an iframe source. */
function embeddableVideoUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function LessonVideo({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const src = embeddableVideoUrl(url);
  if (!src) return null;
  return (
    <div className="lesson__video media-fill">
      <iframe
        src={src}
        title={intl.formatMessage(messages.title, { title })}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    </div>
  );
}
