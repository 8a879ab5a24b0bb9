import { useState } from 'react';

const DEFAULT_PACKAGE_IMAGE = '/images/packages/default.svg';

/** An uploaded image, else the artwork named after the package code, else the default artwork. */
function packageImageSrc(pkg: { image: string | null; code: string }): string {
  return pkg.image || `/images/packages/${pkg.code.toLowerCase()}.svg`;
}

export interface PackageImageProps {
  pkg: { image: string | null; code: string; name: string };
  className?: string;
  /** Above-the-fold images load at once; the rest lazily. */
  eager?: boolean;
}

export function PackageImage({ pkg, className, eager = false }: PackageImageProps) {
  const preferred = packageImageSrc(pkg);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = failedSrc === preferred ? DEFAULT_PACKAGE_IMAGE : preferred;
  return (
    <img
      src={src}
      alt={pkg.name}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={() => {
        if (src !== DEFAULT_PACKAGE_IMAGE) setFailedSrc(preferred);
      }}
    />
  );
}
