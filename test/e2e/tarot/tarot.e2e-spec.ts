/**
 * Tarot end to end: /tarot/reading and /tarot/power by GET, POST JSON and POST form in both modes, every image URL
 * of every reading fetched and checked to be an SVG with long cache headers, replay by seed, the spreads, the deck
 * as data, bad input as 400 problems (hostile inputs never a 500), and proof that the texts come from the database,
 * loaded once. Expected texts are read straight from the content files, not from the API.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApiApp } from '../../../apps/api/src/create-api-app';
import { seedTarotTexts } from '../../../libs/tarot/src/repository/tarot-texts.seed';
import { bootTestApp, type TestApp } from '../../support/boot';
import { expectProblem, http } from '../../support/http';

type Body = Record<string, any>;

const CONTENT_DIR = join(__dirname, '..', '..', '..', 'libs', 'tarot', 'content');
/** The content files as written, keyed by slug: the independent source of expected texts. */
const CONTENT: Record<string, Body> = Object.fromEntries(
  readdirSync(CONTENT_DIR)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => ((JSON.parse(readFileSync(join(CONTENT_DIR, f), 'utf8')) as Body).cards ?? []) as Body[])
    .map((card) => [card.slug, card]),
);

const PERSON = { name: 'Ada Lovelace', dob: '1815-12-10' };
const BASE = '/numerology/tarot';

function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function qs(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

/** The cards of a reading as comparable text. */
function layout(cards: Body[]): string {
  return cards.map((c) => `${c.position}:${c.slug}${c.reversed ? '/r' : ''}`).join(' ');
}

/** A card of a reading carries the texts of its orientation, as the content files say. */
function expectCardTexts(card: Body): void {
  const text = CONTENT[card.slug]?.[card.orientation];
  expect(text).toBeDefined();
  expect(card.reversed).toBe(card.orientation === 'reversed');
  expect(card.meaning).toBe(text.meaning);
  expect(card.keywords).toEqual(text.keywords);
  expect(card.reading).toBe(text[card.reads]);
  expect(card.image).toBe(`${BASE}/cards/${card.slug}.svg`);
}

describe('tarot', () => {
  let t: TestApp;
  const images = new Set<string>();
  const get = (path: string) => http<Body>(t.baseUrl, path);
  const collect = (cards: Body[]) => cards.forEach((c) => images.add(c.image));

  beforeAll(async () => {
    t = await bootTestApp({ worker: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('/tarot/reading', () => {
    it('GET, random mode: three distinct cards for past, present, future with their texts', async () => {
      const res = await get(`${BASE}/reading?${qs(PERSON)}`);
      expect(res.status).toBe(200);
      const b = res.body;
      expect(b).toMatchObject({ spread: 'three-card', mode: 'random', date: todayIn('UTC'), tz: 'UTC', replayed: false, reversed_probability: 0.5, name: 'Ada Lovelace', dob: '1815-12-10', positions: ['past', 'present', 'future'], content_version: 1 });
      expect(b.seed).toMatch(/^[0-9a-f]{32}$/);
      expect(b.cards.map((c: Body) => c.position)).toEqual(['past', 'present', 'future']);
      expect(b.cards.map((c: Body) => c.reads)).toEqual(['past', 'present', 'future']);
      expect(new Set(b.cards.map((c: Body) => c.slug)).size).toBe(3);
      b.cards.forEach(expectCardTexts);
      collect(b.cards);
    });

    it('random mode draws fresh cards each time; the seed replays a reading exactly (GET and POST)', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const b = (await get(`${BASE}/reading?${qs(PERSON)}`)).body;
        seen.add(b.seed);
        collect(b.cards);
      }
      expect(seen.size).toBe(5);
      const first = (await http<Body>(t.baseUrl, `${BASE}/reading`, { json: { ...PERSON, mode: 'random' } })).body;
      const replay = await get(`${BASE}/reading?${qs({ ...PERSON, seed: first.seed })}`);
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({ seed: first.seed, replayed: true, mode: 'random' });
      expect(replay.body.cards).toEqual(first.cards);
      const replayPost = await http<Body>(t.baseUrl, `${BASE}/reading`, { form: { ...PERSON, seed: first.seed.toUpperCase() } });
      expect(replayPost.body.cards).toEqual(first.cards);
      // Another probability keeps the cards and only changes orientations.
      const upright = (await get(`${BASE}/reading?${qs({ ...PERSON, seed: first.seed, reversed_probability: 0 })}`)).body;
      expect(upright.cards.map((c: Body) => c.slug)).toEqual(first.cards.map((c: Body) => c.slug));
      expect(upright.cards.every((c: Body) => c.reversed === false)).toBe(true);
    });

    it('daily mode: the same reading by GET, POST JSON and POST form, and for another spelling of the name', async () => {
      const viaGet = await get(`${BASE}/reading?${qs({ ...PERSON, mode: 'daily' })}`);
      const viaJson = await http<Body>(t.baseUrl, `${BASE}/reading`, { json: { ...PERSON, mode: 'daily' } });
      const viaForm = await http<Body>(t.baseUrl, `${BASE}/reading`, { form: { name: 'ADA  lovelace', dob: PERSON.dob, mode: 'DAILY' } });
      for (const res of [viaGet, viaJson, viaForm]) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ mode: 'daily', date: todayIn('UTC'), replayed: false });
      }
      expect(layout(viaJson.body.cards)).toBe(layout(viaGet.body.cards));
      expect(layout(viaForm.body.cards)).toBe(layout(viaGet.body.cards));
      expect(viaJson.body.seed).toBe(viaGet.body.seed);
      viaGet.body.cards.forEach(expectCardTexts);
      collect(viaGet.body.cards);
      // The daily seed replays in random mode.
      const replay = (await get(`${BASE}/reading?${qs({ ...PERSON, seed: viaGet.body.seed })}`)).body;
      expect(layout(replay.cards)).toBe(layout(viaGet.body.cards));
    });

    it('daily mode follows the caller\'s date in tz and differs between people', async () => {
      const east = (await get(`${BASE}/reading?${qs({ ...PERSON, mode: 'daily', tz: 'Pacific/Kiritimati' })}`)).body;
      const west = (await get(`${BASE}/reading?${qs({ ...PERSON, mode: 'daily', tz: 'Etc/GMT+12' })}`)).body;
      // UTC+14 and UTC-12 are 26 hours apart: never the same calendar date.
      expect(east.date).toBe(todayIn('Pacific/Kiritimati'));
      expect(west.date).toBe(todayIn('Etc/GMT+12'));
      expect(east.date).not.toBe(west.date);
      expect(east.seed).not.toBe(west.seed);
      const others = await Promise.all(['Grace Hopper', 'Alan Turing', 'Emmy Noether'].map((name) => get(`${BASE}/reading?${qs({ name, dob: PERSON.dob, mode: 'daily' })}`)));
      const daily = (await get(`${BASE}/reading?${qs({ ...PERSON, mode: 'daily' })}`)).body;
      expect(new Set([daily.seed, ...others.map((o) => o.body.seed)]).size).toBe(4);
      [east, west, ...others.map((o) => o.body)].forEach((b) => collect(b.cards));
    });
  });

  describe('/tarot/power', () => {
    it('GET and POST in both modes: one card with guidance and an affirmation', async () => {
      const responses = [
        await get(`${BASE}/power?${qs(PERSON)}`),
        await http<Body>(t.baseUrl, `${BASE}/power`, { json: { ...PERSON, mode: 'random', reversed_probability: 1 } }),
        await get(`${BASE}/power?${qs({ ...PERSON, mode: 'daily' })}`),
        await http<Body>(t.baseUrl, `${BASE}/power`, { json: { ...PERSON, mode: 'daily' } }),
        await http<Body>(t.baseUrl, `${BASE}/power`, { form: { ...PERSON, mode: 'daily' } }),
      ];
      for (const res of responses) {
        expect(res.status).toBe(200);
        const b = res.body;
        expect(b).toMatchObject({ spread: 'power', positions: ['focus'] });
        expect(b.cards).toBeUndefined();
        expectCardTexts(b.card);
        expect(b.card.position).toBe('focus');
        expect(b.guidance).toBe(CONTENT[b.card.slug].guidance);
        expect(b.affirmation).toBe(CONTENT[b.card.slug].affirmation);
        expect(b.card.guidance).toBe(b.guidance);
        collect([b.card]);
      }
      expect(responses[1].body.card.reversed).toBe(true);
      const [, , dailyGet, dailyJson, dailyForm] = responses.map((r) => r.body);
      expect(dailyJson.card.slug).toBe(dailyGet.card.slug);
      expect(dailyForm.seed).toBe(dailyGet.seed);
      // Different endpoint, different daily draw.
      const reading = (await get(`${BASE}/reading?${qs({ ...PERSON, mode: 'daily' })}`)).body;
      expect(dailyGet.seed).not.toBe(reading.seed);
      // Replay of a power card.
      const replay = (await get(`${BASE}/power?${qs({ ...PERSON, seed: responses[0].body.seed })}`)).body;
      expect(replay.card).toEqual(responses[0].body.card);
    });
  });

  describe('/tarot/spread', () => {
    it('celtic-cross: ten distinct cards in the ten named positions', async () => {
      const b = (await get(`${BASE}/spread?${qs({ ...PERSON, type: 'celtic-cross' })}`)).body;
      expect(b.spread).toBe('celtic-cross');
      expect(b.positions).toEqual(['heart', 'crossing', 'foundation', 'recent-past', 'crown', 'near-future', 'self', 'surroundings', 'hopes-and-fears', 'outcome']);
      expect(b.cards).toHaveLength(10);
      expect(new Set(b.cards.map((c: Body) => c.slug)).size).toBe(10);
      expect(b.cards[0].position_name).toBe('The heart of the matter');
      b.cards.forEach(expectCardTexts);
      collect(b.cards);
    });

    it('yes-no: one card and its leaning; three-card by POST; daily spreads differ by type', async () => {
      const yesNo = (await http<Body>(t.baseUrl, `${BASE}/spread`, { json: { ...PERSON, type: 'yes-no', mode: 'daily' } })).body;
      expect(yesNo.cards).toHaveLength(1);
      const leaning = CONTENT[yesNo.cards[0].slug][yesNo.cards[0].orientation].yes_no;
      expect(yesNo).toMatchObject({ spread: 'yes-no', answer: leaning.answer, answer_line: leaning.line });
      const three = (await http<Body>(t.baseUrl, `${BASE}/spread`, { form: { ...PERSON, type: 'three-card', mode: 'daily' } })).body;
      expect(three.cards).toHaveLength(3);
      const reading = (await get(`${BASE}/reading?${qs({ ...PERSON, mode: 'daily' })}`)).body;
      expect(three.seed).not.toBe(reading.seed);
      collect([...yesNo.cards, ...three.cards]);
    });
  });

  describe('card art', () => {
    it('every image URL of every reading above resolves to an SVG with long cache headers', async () => {
      expect(images.size).toBeGreaterThan(15);
      for (const url of images) {
        const res = await http<string>(t.baseUrl, url);
        expect([url, res.status]).toEqual([url, 200]);
        expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
        expect(res.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(res.text.trimEnd().endsWith('</svg>')).toBe(true);
      }
    });

    it('all 78 images resolve, each different; If-None-Match gets 304; HEAD works', async () => {
      const list = (await get(`${BASE}/cards`)).body;
      const bodies = new Set<string>();
      for (const card of list.cards) {
        const res = await http<string>(t.baseUrl, card.image);
        expect(res.status).toBe(200);
        expect(res.text).toContain(`<title id="title-${card.slug}">`);
        bodies.add(res.text);
      }
      expect(bodies.size).toBe(78);
      const first = await http<string>(t.baseUrl, `${BASE}/cards/the-star.svg`);
      const etag = first.headers.get('etag')!;
      const cached = await http<string>(t.baseUrl, `${BASE}/cards/the-star.svg`, { headers: { 'if-none-match': `W/${etag}, "other"` } });
      expect(cached.status).toBe(304);
      expect(cached.text).toBe('');
      const head = await fetch(`${t.baseUrl}${BASE}/cards/the-star.svg`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    });

    it('an unknown card is a 404 problem', async () => {
      for (const path of [`${BASE}/cards/the-joker.svg`, `${BASE}/cards/the-joker`, `${BASE}/cards/${'x'.repeat(150)}.svg`, `${BASE}/cards/..%2Fetc.svg`]) {
        const res = await get(path);
        expectProblem(res, 404, 'not-found');
      }
    });
  });

  describe('the deck as data', () => {
    it('/tarot/cards lists 78 cards in deck order; arcana and suit narrow it (GET and POST)', async () => {
      const all = (await get(`${BASE}/cards`)).body;
      expect(all.count).toBe(78);
      expect(all.cards[0]).toMatchObject({ slug: 'the-fool', numeral: '0', arcana: 'major', image: `${BASE}/cards/the-fool.svg`, url: `${BASE}/cards/the-fool` });
      expect(all.cards[77]).toMatchObject({ slug: 'king-of-pentacles', suit: 'pentacles', rank: 'king', number: 14 });
      expect(all.cards[8].keywords.upright).toEqual(CONTENT.strength.upright.keywords);
      expect((await get(`${BASE}/cards?arcana=major`)).body.count).toBe(22);
      const cups = (await http<Body>(t.baseUrl, `${BASE}/cards`, { json: { suit: 'cups' } })).body;
      expect(cups.count).toBe(14);
      expect(cups.cards.every((c: Body) => c.suit === 'cups')).toBe(true);
      expect((await get(`${BASE}/cards?arcana=major&suit=cups`)).body.count).toBe(0);
      expectProblem(await get(`${BASE}/cards?suit=coins`), 400, 'invalid-parameter');
    });

    it('/tarot/cards/:slug gives every text of one card', async () => {
      const res = await get(`${BASE}/cards/queen-of-swords`);
      expect(res.status).toBe(200);
      const { slug, ...texts } = CONTENT['queen-of-swords'];
      expect(res.body).toMatchObject({ slug, name: 'Queen of Swords', suit: 'swords', rank: 'queen', numeral: 'Q', image: `${BASE}/cards/queen-of-swords.svg`, ...texts });
      const post = await http<Body>(t.baseUrl, `${BASE}/cards/queen-of-swords`, { json: {} });
      expect(post.body.upright.meaning).toBe(CONTENT['queen-of-swords'].upright.meaning);
      expectProblem(await http(t.baseUrl, `${BASE}/cards/queen-of-swords`, { method: 'DELETE' }), 405, 'method-not-allowed');
    });

    it('OpenAPI documents every tarot route, the art as image/svg+xml', async () => {
      const doc = (await get('/openapi.json')).body;
      const paths = Object.keys(doc.paths).filter((p) => p.includes('/tarot/'));
      expect(paths.sort()).toEqual([
        '/numerology/tarot/cards', '/numerology/tarot/cards/{slug}', '/numerology/tarot/cards/{slug}.svg',
        '/numerology/tarot/power', '/numerology/tarot/reading', '/numerology/tarot/spread',
      ]);
      expect(Object.keys(doc.paths['/numerology/tarot/reading']).sort()).toEqual(['get', 'post']);
      expect(JSON.stringify(doc.paths['/numerology/tarot/cards/{slug}.svg'].get)).toContain('image/svg+xml');
      const example = doc.paths['/numerology/tarot/reading'].get.responses['200'].content['application/json'].example;
      expect(example.cards).toHaveLength(3);
    });

    it('the service index lists the tarot endpoints', async () => {
      const paths = JSON.stringify((await get('/numerology')).body);
      for (const path of ['/numerology/tarot/reading', '/numerology/tarot/power', '/numerology/tarot/spread', '/numerology/tarot/cards']) expect(paths).toContain(path);
    });
  });

  describe('bad input', () => {
    const cases: Array<[string, string, string]> = [
      // [description, query, parameter at fault]
      ['missing name', qs({ dob: PERSON.dob }), 'name'],
      ['missing dob', qs({ name: PERSON.name }), 'dob'],
      ['empty name', qs({ name: '  ', dob: PERSON.dob }), 'name'],
      ['name with digits', qs({ name: 'R2D2', dob: PERSON.dob }), 'name'],
      ['name with an emoji', qs({ name: 'Ada 🔮', dob: PERSON.dob }), 'name'],
      ['name too long', qs({ name: 'a'.repeat(201), dob: PERSON.dob }), 'name'],
      ['unparseable dob', qs({ ...PERSON, dob: '10/12/1815' }), 'dob'],
      ['impossible dob', qs({ ...PERSON, dob: '2023-02-29' }), 'dob'],
      ['dob in the future', qs({ ...PERSON, dob: '2999-01-01' }), 'dob'],
      ['unknown mode', qs({ ...PERSON, mode: 'weekly' }), 'mode'],
      ['seed with daily', qs({ ...PERSON, mode: 'daily', seed: 'ab'.repeat(16) }), 'seed'],
      ['malformed seed', qs({ ...PERSON, seed: 'not-a-seed' }), 'seed'],
      ['probability above 1', qs({ ...PERSON, reversed_probability: 1.5 }), 'reversed_probability'],
      ['probability not a number', qs({ ...PERSON, reversed_probability: 'half' }), 'reversed_probability'],
      ['unknown time zone', qs({ ...PERSON, tz: 'Mars/Olympus_Mons' }), 'tz'],
    ];
    for (const path of ['/reading', '/power']) {
      it.each(cases)(`${path}: %s is a 400 naming the parameter`, async (_d, query, parameter) => {
        const res = await get(`${BASE}${path}?${query}`);
        expectProblem(res, 400, 'invalid-parameter');
        expect(res.body.errors.map((e: Body) => e.parameter)).toContain(parameter);
      });
    }

    it('a dob that is today in the caller\'s zone but tomorrow elsewhere is judged in tz', async () => {
      const kiritimati = todayIn('Pacific/Kiritimati');
      expect((await get(`${BASE}/reading?${qs({ ...PERSON, dob: kiritimati, tz: 'Pacific/Kiritimati' })}`)).status).toBe(200);
      const res = await get(`${BASE}/reading?${qs({ ...PERSON, dob: kiritimati, tz: 'Etc/GMT+12' })}`);
      expectProblem(res, 400, 'invalid-parameter');
      expect(res.body.errors[0]).toMatchObject({ parameter: 'dob' });
      expect(res.body.errors[0].message).toContain(`is after today (${todayIn('Etc/GMT+12')} in Etc/GMT+12)`);
    });

    it('POST bodies of the wrong shape are 400s, never 500s', async () => {
      const bodies: Array<[Body, string | null]> = [
        [{ name: { first: 'Ada' }, dob: PERSON.dob }, 'name'],
        [{ name: [{ a: 1 }], dob: PERSON.dob }, 'name'],
        [{ name: 42, dob: PERSON.dob }, 'name'],
        [{ ...PERSON, dob: 18151210 }, 'dob'],
        [{ ...PERSON, mode: true }, 'mode'],
        [{ ...PERSON, reversed_probability: ['1.5'] }, 'reversed_probability'],
        [{ ...PERSON, seed: 12345 }, 'seed'],
        [{ ...PERSON, type: 'tower' }, null], // not a parameter of /power: ignored
      ];
      for (const [body, parameter] of bodies) {
        const res = await http<Body>(t.baseUrl, `${BASE}/power`, { json: body });
        if (parameter === null) {
          expect(res.status).toBe(200);
          continue;
        }
        expectProblem(res, 400, 'invalid-parameter');
        expect([JSON.stringify(body), res.body.errors[0].parameter]).toEqual([JSON.stringify(body), parameter]);
      }
      expectProblem(await http(t.baseUrl, `${BASE}/power`, { body: '{"name":', headers: { 'content-type': 'application/json' } }), 400, 'invalid-body');
      expectProblem(await get(`${BASE}/spread?${qs({ ...PERSON, type: 'pyramid' })}`), 400, 'invalid-parameter');
      expectProblem(await get(`${BASE}/spread?${qs(PERSON)}`), 400, 'invalid-parameter');
      // A repeated parameter counts with its last value (the platform's rule).
      const repeated = await get(`${BASE}/reading?name=Ada&name=Bob&dob=${PERSON.dob}&mode=daily`);
      expect(repeated.status).toBe(200);
      expect(repeated.body.name).toBe('Bob');
    });

    it('names in other scripts are welcome', async () => {
      for (const name of ['Дмитрий Иванов', '李小龍', 'José Ángel O’Neil-Smith']) {
        const res = await get(`${BASE}/reading?${qs({ name, dob: '1990-07-14', mode: 'daily' })}`);
        expect([name, res.status]).toEqual([name, 200]);
        expect(res.body.name).toBe(name);
      }
    });
  });

  describe('texts come from the database, loaded once', () => {
    it('the seed stored one row per card, per spread and a manifest; a re-seed writes nothing', async () => {
      const prisma = t.infra.db.prisma;
      expect(await prisma.text.count({ where: { domain: 'tarot', family: 'card' } })).toBe(78);
      expect(await prisma.text.count({ where: { domain: 'tarot' } })).toBe(78 + 4 + 1);
      expect(await seedTarotTexts(prisma)).toBe(0);
    });

    it('an app started after a row changed serves the changed text; the running app keeps its loaded copy', async () => {
      const prisma = t.infra.db.prisma;
      const where = { domain_family_key_lang: { domain: 'tarot', family: 'card', key: 'the-star', lang: 'en' } };
      const original = await prisma.text.findUniqueOrThrow({ where });
      const edited = 'A guidance line that exists only in the database row, written by the e2e test to show where texts come from.';
      await prisma.text.update({ where, data: { body: { ...(original.body as Body), guidance: edited }, checksum: 'edited-by-test' } });
      const second = await createApiApp(t.infra);
      try {
        await second.app.listen({ port: 0, host: '127.0.0.1' });
        const url = (await second.app.getUrl()).replace('[::1]', '127.0.0.1');
        expect((await http<Body>(url, `${BASE}/cards/the-star`)).body.guidance).toBe(edited);
        expect((await get(`${BASE}/cards/the-star`)).body.guidance).toBe(CONTENT['the-star'].guidance);
      } finally {
        await second.close();
        await prisma.text.update({ where, data: { body: original.body as object, checksum: original.checksum } });
      }
    });
  });
});

