import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Every route is declared once (api/src/contract/routes) and the UI calls it through that
 * declaration (ui/src/lib/call-api.ts: callApi, routeUrl), so an address can never drift from
 * the server's. This test reads the UI's sources (tests and their MSW handlers aside) and fails
 * on any string or template that spells an API address itself.
 */
const UI_SRC = path.resolve(__dirname, '../../../ui/src');

/** Addresses the server answers: the API, stored files, Google sign-in. */
const API_ADDRESS = /^\/(api|files)\/|^\/auth\/google/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** An example shown to people (a search box's placeholder), not an address the app calls. */
function isPlaceholder(node: ts.Node): boolean {
  const attribute = node.parent?.kind === ts.SyntaxKind.JsxAttribute ? node.parent : undefined;
  return attribute !== undefined && (attribute as ts.JsxAttribute).name.getText() === 'placeholder';
}

function spelledAddresses(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node)) &&
      API_ADDRESS.test(node.text) &&
      !isPlaceholder(node)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(UI_SRC, file)}:${line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the UI's calls", () => {
  it('spell no API address: every call goes through its route declaration', () => {
    expect(sourceFiles(UI_SRC).flatMap(spelledAddresses)).toEqual([]);
  });
});
