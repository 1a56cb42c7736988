/**
 * A brand mark drawn for this site, from the sprite `public/images/social/icons.svg` (LinkedIn,
 * Facebook, Instagram, X, WhatsApp and WhatsApp's chat bubble): one cached file instead of paths in
 * every page's JavaScript, and still in the text colour, forced colours included
 * (docs/decisions/012-first-page-javascript.md).
 */
export function SocialGlyph({ name, className }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} fill="currentColor">
      <use href={`/images/social/icons.svg#${name}`} />
    </svg>
  );
}
