/** Where a marketing material belongs: its program and university, or the university alone. */
export function MaterialPlace({
  programName,
  universityName,
}: {
  programName: string | null;
  universityName: string;
}) {
  return programName ? (
    <>
      <bdi className="inline-block">{programName}</bdi> ·{' '}
      <bdi className="inline-block">{universityName}</bdi>
    </>
  ) : (
    <bdi>{universityName}</bdi>
  );
}
