import { describe, expect, it } from 'vitest';
import { withoutUnusedVariables } from './unusedVariables';

describe('withoutUnusedVariables', () => {
  it('drops the declarations no value reads and keeps every other declaration as it was', () => {
    const css = ':root{--used:#fff;--unused:#000;color-scheme:light}.a{color:var(--used);margin:0}';
    expect(withoutUnusedVariables(css)).toBe(':root{--used:#fff;color-scheme:light}.a{color:var(--used);margin:0}');
  });

  it('keeps what a read variable reads, in its value or as a fallback, through any depth', () => {
    const css =
      ':root{--a:var(--b);--b:var(--c, 1px);--c:2px;--d:var(--e)}[data-color-scheme="dark"]{--a:var(--f);--f:red;--e:blue}.x{border-width:var(--a)}';
    expect(withoutUnusedVariables(css)).toBe(
      ':root{--a:var(--b);--b:var(--c, 1px);--c:2px;}[data-color-scheme="dark"]{--a:var(--f);--f:red;}.x{border-width:var(--a)}',
    );
  });

  it('keeps a variable read in a fallback of a rule, and a last declaration without a semicolon', () => {
    const css = ':root{--x:1;--y:2}.x{padding:var(--z, var(--y))}';
    expect(withoutUnusedVariables(css)).toBe(':root{--y:2}.x{padding:var(--z, var(--y))}');
  });

  it('leaves a selector that looks like a declaration alone', () => {
    const css = '.a--b:hover{--c:1px;color:red}';
    expect(withoutUnusedVariables(css)).toBe('.a--b:hover{color:red}');
  });
});
