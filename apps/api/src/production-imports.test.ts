import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * The files a module loads as soon as it is loaded: its static `import ... from` and `export ... from`
 * statements with relative paths, followed to the end. Type-only imports vanish at build time and a
 * dynamic `import()` waits until it runs, so neither counts.
 */
function staticImportGraph(entry: string): Set<string> {
  const statement = /^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(statement)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      // the e-mail templates are .tsx
      const resolved = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (!resolved) throw new Error(`${path.relative(SRC, file)} imports ${match[1]}, which is not a file`);
      visit(resolved);
    }
  };
  visit(entry);
  return new Set([...seen].map((file) => path.relative(SRC, file).split(path.sep).join('/')));
}

describe('the production server', () => {
  const graph = staticImportGraph(path.join(SRC, 'server.ts'));

  it('loads the app and its features (the walk follows real imports)', () => {
    expect(graph).toContain('app.ts');
    expect(graph).toContain('features/media/routes.ts');
    expect(graph).toContain('features/catalogue/repository.ts');
    expect(graph).toContain('features/newsletter/index.ts');
    expect(graph).toContain('features/notifications/templates/order-shipped.tsx');
  });

  it('does not load the demo seed or the demo picture generator until they are used', () => {
    const demoOnly = [...graph].filter(
      (file) => file.startsWith('db/seed/') || /(^|\/)(motifs|palette|render)\.ts$/.test(file),
    );
    expect(demoOnly).toEqual([]);
  });
});
