import { useState } from 'react';

const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** A 40px round avatar; the default picture when there is none or it fails to load. */
export function Avatar({ src, name, size = 40 }: { src: string | null | undefined; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : DEFAULT_AVATAR;
  return (
    <img
      className="admin-avatar"
      src={url}
      alt={`Avatar of ${name}`}
      width={size}
      height={size}
      loading="lazy"
      onError={() => {
        if (url !== DEFAULT_AVATAR) setFailed(url);
      }}
    />
  );
}
