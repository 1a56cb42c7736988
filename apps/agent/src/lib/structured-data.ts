import { formatPlace, universityNameOf, type Program, type University } from '@uniguide/domain';

import type { StructuredData } from './page-meta';

/**
 * schema.org descriptions of the public catalogue's pages, for search engines (JSON-LD in the head of
 * a server-rendered page, docs/decisions/040-server-rendered-pages.md). Links are paths: the server
 * writes them out against the site's public address.
 */

/** `description`: the program's own, or the page's word for its absence, in the page's language. */
export function programStructuredData(program: Program, description: string): StructuredData {
  const path = `/programs/${program.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: program.name,
    description,
    url: path,
    ...(program.degree ? { educationalCredentialAwarded: program.degree } : {}),
    ...(program.studyField ? { occupationalCategory: program.studyField } : {}),
    ...(program.duration ? { timeToComplete: program.duration } : {}),
    ...(program.language ? { inLanguage: program.language } : {}),
    ...(program.intake.length > 0 ? { startDate: program.intake.join(', ') } : {}),
    ...(program.tuitionAed !== null
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Tuition',
            price: program.tuitionAed,
            priceCurrency: 'AED',
          },
        }
      : {}),
    provider: {
      '@type': 'CollegeOrUniversity',
      name: universityNameOf(program.university),
      url: `/universities/${program.universityId}`,
      ...(program.university.location
        ? { address: { '@type': 'PostalAddress', addressLocality: program.university.location } }
        : {}),
    },
  };
}

export function universityStructuredData(university: University): StructuredData {
  const place = formatPlace(university.location, university.emirate);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: university.name,
    url: `/universities/${university.id}`,
    ...(university.description?.trim() ? { description: university.description.trim() } : {}),
    ...(university.imageUrl ? { image: university.imageUrl } : {}),
    ...(university.logoUrl ? { logo: university.logoUrl } : {}),
    ...(university.website ? { sameAs: university.website } : {}),
    ...(place
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(university.location ? { addressLocality: university.location } : {}),
            ...(university.emirate ? { addressRegion: university.emirate } : {}),
            addressCountry: 'AE',
          },
        }
      : {}),
  };
}
