import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FAMILIES, FURNITURE_TYPES, LOCALES } from '@masswerk/domain';
import { configuratorMessages } from './configurator/messages.server';
import { messagesFor } from './i18n/messages.server';

/**
 * The web knows no family by name: what differs between families (back link, redirects, room, exposure,
 * orbit, next labels, section names, shared issue words, cut size, home cards, former addresses) comes
 * from the family object, so an eighth family changes no file here. This test reads every non-test
 * source file of apps/web/app and fails on a family's name in its code: in an identifier (isSofa,
 * SOFA_LINES, shelfFamily), an object key ({ wardrobe: 0.95 }), a string, template or regular
 * expression ('shelf', `/joyn/${id}`, /joyn_old/) or JSX text. Comments may name families.
 */

const APP = import.meta.dirname;

/** Family names as words: each furniture type, the sofa lines' common name, and their plurals. */
const NAMES = new Set([...FURNITURE_TYPES, 'sofa'].flatMap((n) => [n, `${n}s`, n.replace(/f$/, 'ves')]));

/**
 * The only places allowed to say such a word, each with the reason. Keep this list short: an entry
 * here is a family the web knows by name.
 */
const EXCEPTIONS: readonly { file: string; word: string; why: string }[] = [
  {
    file: 'configurator/viewer/scene-layout.ts',
    word: 'cushion',
    why: "the element shape 'cushion' (SceneObject.shape: the puffed block of every sofa's seat and back cushions), not the family",
  },
  {
    file: 'configurator/viewer/pick.ts',
    word: 'cushion',
    why: "the element types of every sofa's cushions (seat_cushion, back_cushion, ...) and the kind of part a tap reports for them, not the family",
  },
  {
    file: 'routes/instruction.tsx',
    word: 'shelves',
    why: "the content page /about-our-configurators/shelves-and-storage, where shop.md §2 sends a failed instruction view whatever the design (its design could not be loaded, so there is no family to ask)",
  },
];

/** The words of an identifier or a text: split at anything not a letter or digit and at camelCase humps. */
function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Family names said by the code of one source file (comments left out), with their line numbers. */
function familyNamesIn(fileName: string, source: string): { word: string; line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { word: string; line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    const text =
      ts.isIdentifier(node) || ts.isPrivateIdentifier(node)
        ? node.text
        : ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node) || ts.isJsxText(node)
          ? node.text
          : null;
    if (text !== null) {
      for (const word of wordsOf(text)) {
        if (NAMES.has(word)) found.push({ word, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Source files of apps/web/app that are not tests or test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-helper)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web knows no family by name', () => {
  const files = sourceFiles(APP);

  it('reads the whole app', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((f) => relative(APP, f))).toContain('configurator/Configurator.tsx');
  });

  it('finds no family name in the code of any source file, exceptions aside', () => {
    const found = files.flatMap((path) => {
      const file = relative(APP, path);
      return familyNamesIn(file, readFileSync(path, 'utf8'))
        .filter(({ word }) => !EXCEPTIONS.some((e) => e.file === file && e.word === word))
        .map(({ word, line, text }) => `${file}:${line} says "${word}" (in ${JSON.stringify(text)}): read it from the family object (packages/domain Family) instead`);
    });
    expect(found).toEqual([]);
  });

  it('keeps no exception that is no longer needed', () => {
    for (const e of EXCEPTIONS) {
      const words = familyNamesIn(e.file, readFileSync(join(APP, e.file), 'utf8')).map((f) => f.word);
      expect(words, `${e.file} no longer says "${e.word}": drop the exception`).toContain(e.word);
    }
  });

  it('catches a family named in code, and only in code', () => {
    const said = (source: string, name = 'x.tsx'): string[] => familyNamesIn(name, source).map((f) => f.word);
    expect(said("if (furnitureType === 'shelf') return 1;")).toEqual(['shelf']);
    expect(said('const isSofa = (t: string) => SOFA_LINES.includes(t);')).toEqual(['sofa', 'sofa']);
    expect(said('const EXPOSURE = { wardrobe: 0.95 };')).toEqual(['wardrobe']);
    expect(said('const path = `/joyn/${uuid}`;')).toEqual(['joyn']);
    expect(said('const old = /^\\/joyn_old\\/(.+)$/;')).toEqual(['joyn']);
    expect(said("import { pyllowLine } from '@masswerk/domain';")).toEqual(['pyllow']);
    expect(said('const a = <p>All cushions</p>;')).toEqual(['cushions']);
    expect(said("const key = 'back.shelves';")).toEqual(['shelves']);
    // Comments and words that merely contain a name are fine.
    expect(said('// a shelf stands against a wall\n/* lyvyn */ const shelfish = furnitureType;')).toEqual([]);
  });
});

describe('the family fields the web reads have words in every locale', () => {
  it.each(LOCALES)('%s: back links and home cards', (locale) => {
    const configurator = configuratorMessages(locale);
    const shell: Readonly<Record<string, string>> = messagesFor(locale);
    for (const family of Object.values(FAMILIES)) {
      expect(configurator[`back.${family.backLink.id}`], `${locale} back.${family.backLink.id}`).toMatch(/\S/);
      if (family.homeCard !== null) expect(shell[`home.category.${family.homeCard.id}`], `${locale} home.category.${family.homeCard.id}`).toMatch(/\S/);
    }
  });
});
