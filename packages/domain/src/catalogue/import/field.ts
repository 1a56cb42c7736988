import type { StudyField } from '../vocabulary';
import { cleanText } from './text';

/**
 * Fields of study → the five fields of docs/product.md §5.3, by keywords. The table is tried top to bottom and the
 * first row whose keywords occur wins, so the more specific subjects come first (an "MBA in Healthcare
 * Management" is business, a "Healthcare Management" degree is health, "Computer Engineering" is
 * engineering, "Software Engineering" is computing).
 *
 * | Field                 | Keywords (word starts)                                                          |
 * |-----------------------|---------------------------------------------------------------------------------|
 * | Business & Management | MBA, EMBA, BBA, DBA, business administration, aviation management              |
 * | Computer Science & IT | software engineering                                                            |
 * | Engineering           | computer engineering, biomedical engineering, engineering management            |
 * | Medicine & Health     | medicine, medical, health, nursing, pharmacy, dentistry, clinical, biomedical,  |
 * |                       | nutrition, dietetics, physiotherapy, genetics, life sciences, biology, MBBS     |
 * | Computer Science & IT | computing, computer, informatics, information technology/systems/security, IT,  |
 * |                       | software, data science/analytics/management, big data, cyber, artificial        |
 * |                       | intelligence, AI, machine learning, networks, games development                 |
 * | Engineering           | engineering, mechanical, mechatronics, electrical, electronic, civil,           |
 * |                       | aerospace, aviation, petroleum, chemical, robotics, energy, geoscience,         |
 * |                       | infrastructure, construction, architecture, surveying, physical sciences,       |
 * |                       | smart cities, urban planning, physics, mathematics                              |
 * | Arts & Humanities     | arts, design, humanities, law, legal, LLB, LLM, media, communication,          |
 * |                       | journalism, psychology, education, teaching, social, languages, English,       |
 * |                       | IELTS, TOEFL, literature, criminology, international relations, politics,      |
 * |                       | history, philosophy, music, film, audio, animation, illustration, graphics,    |
 * |                       | multimedia, video, DJ, photography, fashion, textiles, interior, sustainable    |
 * |                       | development, diplomacy, visual, culture                                         |
 * | Business & Management | business, management, administration, accounting, finance, economics,          |
 * |                       | marketing, commerce, BCom, ACCA, CIMA, hospitality, tourism, hotel, logistics,  |
 * |                       | supply chain,                                                                   |
 * |                       | human resources, HR, entrepreneurship, banking, investment, real estate,        |
 * |                       | events, leadership, shipping, trade, taxation, procurement, project, strategy   |
 *
 * The field column of real catalogues often holds a faculty ("Business and Computing"), an award
 * ("MBA" over MSc rows) or nothing at all ("Others", "Undergraduate"). So: when the column names
 * exactly one field it decides; when it names several, none, or is an award or level word, the
 * program's name decides; when the name has no subject word either, the first field the column
 * names is used. Only when neither names a subject is the field left unmapped.
 */
const RULES: ReadonlyArray<readonly [StudyField, RegExp]> = [
  [
    'Business & Management',
    /\b(e?mba|bba|dba|business admin\w*|buss admin\w*|aviation management)\b/,
  ],
  ['Computer Science & IT', /\bsoftware engineering\b/],
  ['Engineering', /\b(computer engineering|biomedical engineering|engineering management)\b/],
  [
    'Medicine & Health',
    /\b(medic\w*|health\w*|nurs\w*|pharma\w*|dent\w*|clinic\w*|surg\w*|biomedic\w*|nutrition|dietetic\w*|physiotherap\w*|midwif\w*|radiograph\w*|optometr\w*|genetic\w*|life sciences?|biolog\w*|biotechnolog\w*|mbbs|public health|occupational therapy)\b/,
  ],
  [
    'Computer Science & IT',
    /\b(comput\w*|informatics?|information (technolog\w*|systems?|security)|it|software|data (science|analytics|management)|big data|cyber\w*|artificial intelligence|ai|machine learning|network\w*|games?( development| design)?|cloud|business intelligence)\b/,
  ],
  [
    'Engineering',
    /\b(engineer\w*|mechanic\w*|mechatronic\w*|electric\w*|electronic\w*|civil|aerospace|aviation|aeronaut\w*|petroleum|chemical|robotic\w*|energy|geoscience|infrastructure|construction|architect\w*|surveying|smart cit\w*|urban planning|physical sciences?|physics|mathemat\w*)\b/,
  ],
  [
    'Arts & Humanities',
    /\b(arts?|design|humanit\w*|law|legal|llb|llm|media|communica\w*|journalism|psycholog\w*|education|teaching|social|sociolog\w*|languages?|english|ielts|toefl|literature|linguistic\w*|translation|criminolog\w*|international relations|politic\w*|history|philosoph\w*|music|film\w*|audio|animation|illustrat\w*|graphic\w*|multimedia|video\w*|dj|photograph\w*|fashion|textiles?|interior|sustainable development|diplomacy|visual|culture)\b/,
  ],
  [
    'Business & Management',
    /\b(business|buss|manag\w*|mgmt|administration|account\w*|financ\w*|econom\w*|marketing|commerce|bcom\w*|acca|cima|hospitality|tourism|hotel|logistics|supply chain|human resources?|hr|entrepreneur\w*|intrapreneur\w*|banking|investment|real estate|events?|leadership|shipping|trade|tax\w*|procurement|project|strategy|strategic)\b/,
  ],
];

/** Field-column values that name an award, a level or nothing, never a subject. */
const NOT_A_SUBJECT =
  /^(|-|others?|general|undergraduate|graduate|postgraduate|master|masters|phd|doctorate|foundation|short courses?|professional studies|bachelor programs?|(bachelor|master) of (science|arts)|[a-z ]*university program|uk program|science|mba)$/;

function subjectText(value: string): string {
  return cleanText(value).toLowerCase();
}

function fieldsIn(text: string): StudyField[] {
  const found: StudyField[] = [];
  for (const [field, pattern] of RULES)
    if (pattern.test(text) && !found.includes(field)) found.push(field);
  return found;
}

export interface FieldMapping {
  studyField: StudyField | null;
  source: 'field' | 'name' | 'none';
}

export function mapStudyField(raw: string | null | undefined, programName: string): FieldMapping {
  const column = subjectText(raw ?? '');
  const fromColumn = NOT_A_SUBJECT.test(column) ? [] : fieldsIn(column);
  if (fromColumn.length === 1) return { studyField: fromColumn[0] ?? null, source: 'field' };
  const fromName = fieldsIn(subjectText(programName))[0];
  if (fromName) return { studyField: fromName, source: 'name' };
  if (fromColumn[0]) return { studyField: fromColumn[0], source: 'field' };
  return { studyField: null, source: 'none' };
}
