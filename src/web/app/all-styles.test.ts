import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// all-styles.ts lists Mantine stylesheets one by one instead of the whole sheet: a component the app starts to use
// must bring its stylesheet, or it renders unstyled on every signed-in page.
const WEB = join(process.cwd(), 'src/web');
const STYLES = join(process.cwd(), 'node_modules/@mantine/core/styles');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

function mantineComponentsImported(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(WEB)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of list!.split(',')) {
        const imported = name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(imported)) names.add(imported);
      }
    }
  }
  return names;
}

describe("the app's share of Mantine's stylesheet", () => {
  it('holds the stylesheet of every component imported from @mantine/core', () => {
    const listed = readFileSync(join(WEB, 'app/all-styles.ts'), 'utf8');
    const withStyles = [...mantineComponentsImported()].filter((name) => existsSync(join(STYLES, `${name}.css`)));
    expect(withStyles.length).toBeGreaterThan(20);
    expect(withStyles.filter((name) => !listed.includes(`'@mantine/core/styles/${name}.css'`))).toEqual([]);
  });
});
