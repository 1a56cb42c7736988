/** "1 student", "2 students", "0 applications": a count with its noun in the right number. */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
