import { DEFAULT_INTAKE, normaliseIntakes } from '@uniguide/domain';

/**
 * docs/product.md §3: the intake choices are the program's intakes, the first one chosen by default. A program
 * the catalogue lists without intakes offers the catalogue's default, as its card shows.
 */
export function intakeChoices(intake: string[] | string | null | undefined): string[] {
  const intakes = normaliseIntakes(intake);
  return intakes.length > 0 ? [...new Set(intakes)] : [DEFAULT_INTAKE];
}
