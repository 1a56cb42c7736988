import type { AnyRoute } from '@tanstack/react-router';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers, ProcedureName } from '@uniguide/client/testing';
import type { Language, Program, University } from '@uniguide/domain';

import { programFixture } from './components/catalogue/fixtures';
import { renderPage, SERVER_RENDERED_ROUTES } from './entry-server';
import { routeTree } from './routeTree.gen';

// Names a catalogue import can bring: markup characters, both quotes, Arabic.
const HOSTILE_NAME = `Nursing <BSc> "Hons" & 'Co' — تمريض`;
const HOSTILE_TEXT = `</script><script>alert(1)</script><!-- برنامج -->`;
// A tag-like pair too: the message it goes into must not read it as one of its own markers.
const UNIVERSITY_NAME = 'جامعة الإمارات <UAEU> <b>Al Ain</b>';

const program: Program = programFixture({
  id: 12,
  name: HOSTILE_NAME,
  description: HOSTILE_TEXT,
  universityId: 3,
  degree: "Bachelor's Degree",
  tuitionAed: 45000,
  university: { name: UNIVERSITY_NAME, location: 'Al Ain', imageUrl: '/images/uaeu.jpg' },
});

const university: University = {
  id: 3,
  name: UNIVERSITY_NAME,
  location: 'Al Ain',
  emirate: 'Abu Dhabi',
  imageUrl: '/images/uaeu.jpg',
  logoUrl: null,
  website: 'https://www.uaeu.ac.ae',
  description: HOSTILE_TEXT,
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="The shell's description."
    />
    <title>The shell's title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The API as the server's in-process fetch answers it: tRPC GET batches, each procedure answered by
 * its handler, typed against `AppRouter`; a procedure without one, or a handler that throws, answers
 * 404 with the thrown message.
 */
function fakeApi(handlers: FakeHandlers) {
  const asked: string[] = [];
  const send = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://in-process');
    const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    asked.push(...procedures);
    const results = await Promise.all(
      procedures.map(async (procedure, index) => {
        const handler = handlers[procedure as ProcedureName] as
          ((input: unknown) => unknown) | undefined;
        try {
          if (!handler) throw new Error(`not in this test: ${procedure}`);
          return { result: { data: await handler(inputs[index]) } };
        } catch (error) {
          return {
            error: {
              message: error instanceof Error ? error.message : String(error),
              code: -32004,
              data: { code: 'NOT_FOUND', httpStatus: 404, path: procedure },
            },
          };
        }
      }),
    );
    const failed = results.find((result) => 'error' in result);
    return new Response(JSON.stringify(results), {
      status: failed ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { send, asked };
}

/** No decisions yet: the university's turnaround as the API answers it then. */
const turnaround = { universityId: 3, medianDays: null, decisionCount: 0 };

const catalogueApi = () =>
  fakeApi({
    'program.byId': (input) => {
      if (Number(input.id) !== program.id) throw new Error('Program not found');
      return { ...program, turnaround };
    },
    'program.list': (input) => {
      const page = Number(input.page ?? 1);
      const items = Array.from({ length: 24 }, (_, index) => ({ ...program, id: 12 + index }));
      return { items, total: 60, page, pageSize: 24, totalIsEstimate: false };
    },
    'university.list': () => [{ ...university, programCount: 1 }],
    'university.byId': () => ({ ...university, programCount: 1, turnaround }),
    'auth.signUpTerms': () => ({ approvalRequired: true }),
  });

async function render(url: string, language: Language = 'en') {
  const api = catalogueApi();
  const page = await renderPage({
    url,
    template: TEMPLATE,
    siteUrl: 'https://uniguide.example',
    fetch: api.send,
    language,
  });
  return { ...page, asked: api.asked };
}

/** The markup without the comments React puts between adjacent pieces of text. */
function withoutTextSeparators(html: string): string {
  return html.replaceAll('<!-- -->', '');
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function scriptsOf(html: string, type: string): string[] {
  const quoted = type.replace(/[+.]/g, '\\$&');
  const pattern = new RegExp(`<script type="${quoted}"[^>]*>([\\s\\S]*?)</script>`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

/**
 * html-validate's recommended rules, less those about spelling rather than validity: React writes
 * attribute names as the components spell them (`autoComplete`; HTML ignores case) and closes void
 * elements (`<img/>`) and gives boolean attributes an empty value, the template's doctype is lowercase and indented, and typography rules (a non-breaking space in phone numbers) and role
 * preferences (`none` over `presentation`, a kit choice) are not what this test guards.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    // Program names are long; the title is the program's name.
    'long-title': 'off',
    'no-trailing-whitespace': 'off',
    'doctype-style': 'off',
    'tel-non-breaking': 'off',
    'presentation-role-style': 'off',
    'no-implicit-input-type': 'off',
  },
});

describe('server-rendered pages', () => {
  it('renders a program page with its details, head tags and the data it used', async () => {
    const page = await render('/programs/12');
    expect(page.status).toBe(200);
    expect(page.asked).toEqual(['program.byId']);
    const head = headOf(page.html);
    expect(head).toContain(
      '<title>Nursing &lt;BSc&gt; &quot;Hons&quot; &amp; &#39;Co&#39; — تمريض | UniGuide</title>',
    );
    expect(head).not.toContain("The shell's");
    expect(head).toContain('<link rel="canonical" href="https://uniguide.example/programs/12" />');
    expect(head).toContain('<meta property="og:type" content="article" />');
    // The preview names the university, the degree and the fee in AED.
    expect(head).toMatch(
      /<meta property="og:description" content="جامعة الإمارات &lt;UAEU&gt; &lt;b&gt;Al Ain&lt;\/b&gt; · Bachelor&#39;s Degree · AED 45,000\/yr\. /,
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://uniguide.example/og/programs/12.png" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The page itself: its heading, from the app's own components.
    expect(page.html).toContain(
      '<h1 class="text-2xl font-bold tracking-tight text-balance sm:text-3xl">Nursing &lt;BSc&gt; &quot;Hons&quot; &amp; &#x27;Co&#x27; — تمريض</h1>',
    );
  });

  it('keeps catalogue text inert everywhere it goes', async () => {
    const { html } = await render('/programs/12');
    // Not one script element besides the page's own start and the two JSON ones.
    const opened = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(opened).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/ld+json">',
      '<script defer src="/app-start.js" data-entry="/assets/index-abc.js">',
      '<script type="application/json" id="page-data">',
    ]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- برنامج');

    const [programData, breadcrumbs] = scriptsOf(html, 'application/ld+json').map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    );
    expect(programData).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      name: HOSTILE_NAME,
      description: HOSTILE_TEXT,
      url: 'https://uniguide.example/programs/12',
      educationalCredentialAwarded: "Bachelor's Degree",
      offers: { '@type': 'Offer', price: 45000, priceCurrency: 'AED' },
      provider: {
        '@type': 'CollegeOrUniversity',
        name: UNIVERSITY_NAME,
        url: 'https://uniguide.example/universities/3',
      },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://uniguide.example/' },
        { position: 2, name: 'Programs', item: 'https://uniguide.example/programs' },
        { position: 3, name: HOSTILE_NAME, item: 'https://uniguide.example/programs/12' },
      ],
    });

    const [data] = scriptsOf(html, 'application/json');
    expect(data).not.toContain('<');
    const state = JSON.parse(data ?? '') as { queries: { state: { data: Program } }[] };
    expect(state.queries.map((query) => query.state.data.name)).toEqual([HOSTILE_NAME]);
  });

  it('renders exactly the pages of the public layout, the only ones a page without an opener policy shows', () => {
    // The root route loads any page outside '/_public' as a new document (decision 098).
    // The generated tree states each route's id and path ('/programs/' for the catalogue's index).
    const options = (route: AnyRoute) => route.options as unknown as { id: string; path: string };
    const children = (route: AnyRoute): AnyRoute[] =>
      Object.values((route.children ?? {}) as Record<string, AnyRoute>);
    const layout = children(routeTree).find((route) => options(route).id === '/_public');
    const paths = children(layout!).map((route) => options(route).path.replace(/(.)\/$/, '$1'));
    expect(paths.sort()).toEqual([...SERVER_RENDERED_ROUTES].sort());
  });

  it('fetches the app in the head and starts it after the page, from a script of its own', async () => {
    const { html } = await render('/programs/12');
    // Fetched (and compiled) while the page is read; evaluated only once public/app-start.js says so.
    expect(headOf(html)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-abc.js" /><script defer src="/app-start.js" data-entry="/assets/index-abc.js"></script>',
    );
    expect(html).not.toContain('<script type="module"');
  });

  it('answers a path the server matches but no route does with the not-found page and a 404', async () => {
    // The server decodes `%2F` before matching; the router does not, and finds no route.
    const page = await render('/about%2F');
    expect(page.status).toBe(404);
    expect(headOf(page.html)).toContain('<title>Page Not Found | UniGuide</title>');
  });

  it('answers a program that does not exist with the not-found page and a 404', async () => {
    const page = await render('/programs/404');
    expect(page.status).toBe(404);
    expect(headOf(page.html)).toContain('<title>Program Not Found | UniGuide</title>');
    expect(headOf(page.html)).toContain('<meta name="robots" content="noindex" />');
    expect(headOf(page.html)).not.toContain('rel="canonical"');
    // The failure travels as its status alone, so the browser shows the same page.
    const [data] = scriptsOf(page.html, 'application/json');
    expect(JSON.parse(data ?? '')).toMatchObject({
      queries: [{ state: { status: 'error', error: { status: 404 } } }],
    });
  });

  it('renders the catalogue with its first cards, pager links and canonical page', async () => {
    const page = await render('/programs?page=2&utm_source=whatsapp');
    expect(page.status).toBe(200);
    expect(page.asked.sort()).toEqual(['program.list', 'university.list']);
    expect(withoutTextSeparators(page.html)).toContain('Showing 25–48 of 60 programs');
    expect(page.html).toContain('href="/programs/12"');
    // The pager works without JavaScript, and the canonical address drops what is not the page's.
    expect(page.html).toContain('href="/programs?page=3"');
    expect(headOf(page.html)).toContain(
      '<link rel="canonical" href="https://uniguide.example/programs?page=2" />',
    );
  });

  it('renders in the language the server chose, right to left for Arabic', async () => {
    const english = await render('/programs?page=2');
    expect(english.html).toContain('<html lang="en" dir="ltr" data-language="en">');
    expect(english.html).toContain('>Next<');

    const arabic = await render('/programs?page=2', 'ar');
    expect(arabic.status).toBe(200);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl" data-language="ar">');
    // The chrome is Arabic; the catalogue's data stays as imported.
    expect(arabic.html).toContain('>التالي<');
    expect(arabic.html).not.toContain('>Next<');
    expect(arabic.html).toContain('href="/programs/12"');
  });

  it("writes an Arabic page's previews, breadcrumbs and not-found page in Arabic", async () => {
    const { html } = await render('/programs/12', 'ar');
    const head = headOf(html);
    // The facts and the sentence around the catalogue's own text are the page's language.
    expect(head).toContain(
      '<meta property="og:description" content="جامعة الإمارات &lt;UAEU&gt; &lt;b&gt;Al Ain&lt;/b&gt; · بكالوريوس · ',
    );
    expect(head).toMatch(/<meta name="description" content="⁨Nursing [^"]*⁩ في ⁨جامعة الإمارات /);
    const descriptions = [
      ...head.matchAll(/<meta (?:name|property)="[^"]*description" content="([^"]*)"/g),
    ];
    expect(descriptions).toHaveLength(3);
    for (const [, text] of descriptions) expect(text).not.toMatch(/AED|\/yr| at /);
    const [, trail] = scriptsOf(html, 'application/ld+json').map((json) => JSON.parse(json));
    expect(
      (trail as { itemListElement: { name: string }[] }).itemListElement.map((step) => step.name),
    ).toEqual(['الرئيسية', 'البرامج', HOSTILE_NAME]);

    const notFound = await render('/programs/404', 'ar');
    expect(notFound.status).toBe(404);
    expect(headOf(notFound.html)).toContain('<title>البرنامج غير موجود | UniGuide</title>');
    expect(notFound.html).toContain('>تعذّر العثور على البرنامج الذي تبحث عنه أو أنه أُزيل.</p>');
  });

  it("renders the landing page with the sign-up terms' approval promise, not a gap", async () => {
    const page = await render('/');
    expect(page.status).toBe(200);
    expect(page.asked).toContain('auth.signUpTerms');
    expect(withoutTextSeparators(page.html)).toContain('Agent approval within 48 hours');
  });

  it('renders a university with its JSON-LD and its programs', async () => {
    const page = await render('/universities/3');
    expect(page.status).toBe(200);
    expect(withoutTextSeparators(page.html)).toContain(
      `Programs at جامعة الإمارات &lt;UAEU&gt; &lt;b&gt;Al Ain&lt;/b&gt;`,
    );
    const [data] = scriptsOf(page.html, 'application/ld+json').map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    );
    expect(data).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: UNIVERSITY_NAME,
      url: 'https://uniguide.example/universities/3',
      address: { addressLocality: 'Al Ain', addressRegion: 'Abu Dhabi', addressCountry: 'AE' },
    });
  });

  it.each(['/', '/programs', '/programs/12', '/universities/3', '/about', '/contact'])(
    'renders %s as valid HTML',
    async (url) => {
      const { html } = await render(url);
      const report = await validator.validateString(html);
      const problems = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId}: ${message.message}`),
      );
      expect(problems).toEqual([]);
    },
  );
});
