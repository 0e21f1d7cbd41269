/** What package.json promises VS Code, checked against the code that keeps the promise. */
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const EXTENSION = join(ROOT, 'src', 'extension');
const extensionSources = readdirSync(EXTENSION, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(EXTENSION, f), 'utf8') }));

interface SettingSchema {
  readonly scope?: string;
}

describe('package.json', () => {
  describe('capabilities', () => {
    it('runs in Restricted Mode: gtree runs no code from the workspace', () => {
      assert.deepEqual(manifest.capabilities.untrustedWorkspaces, { supported: true });
    });

    it('runs in virtual workspaces: no file access in src/extension bypasses vscode.workspace.fs', () => {
      assert.equal(manifest.capabilities.virtualWorkspaces, true);
      for (const { file, text } of extensionSources) {
        assert.doesNotMatch(text, /from '(node:)?(fs|fs\/promises|child_process)'|require\(/, `${file} reaches the disk or a process directly`);
      }
    });
  });

  describe('settings', () => {
    const properties: Record<string, SettingSchema> = manifest.contributes.configuration.properties;

    it('each declares its scope', () => {
      const scopes = ['application', 'machine', 'machine-overridable', 'window', 'resource', 'language-overridable'];
      for (const [key, schema] of Object.entries(properties)) assert.ok(scopes.includes(schema.scope ?? ''), `${key} declares no valid scope`);
    });

    it('resource-scoped settings are read for a document (else VS Code logs "Accessing a window scoped configuration…")', () => {
      const reads = extensionSources.flatMap(({ file, text }) =>
        [...text.matchAll(/getConfiguration\(([^)]*)\)\s*\.(?:get|inspect)(?:<[^>]*>)?\('([^']+)'/g)].map((m) => ({ file, args: m[1], key: m[2] })),
      );
      assert.ok(reads.length >= Object.keys(properties).length, `every setting is read somewhere: ${JSON.stringify(reads)}`);
      for (const { file, args, key } of reads) {
        const [section, resource] = args.split(',').map((a) => a.trim());
        const name = `${JSON.parse(section.replace(/'/g, '"'))}.${key}`;
        assert.ok(name in properties, `${file} reads ${name}, which package.json does not declare`);
        if (properties[name].scope === 'resource') assert.ok(resource, `${file} reads the resource-scoped ${name} without a resource`);
        else assert.ok(!resource, `${file} reads the ${properties[name].scope}-scoped ${name} for a resource`);
      }
    });
  });
});
