/** A file's name on one line, cut with an ellipsis where it is too long (the whole name in its title). */
export function FileName({ name }: { name: string }) {
  return (
    <p dir="auto" className="truncate text-sm font-medium" title={name}>
      {name}
    </p>
  );
}
