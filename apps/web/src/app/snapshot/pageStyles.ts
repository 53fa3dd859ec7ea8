import { withoutUnusedVariables } from './unusedVariables';

/**
 * Emotion writes each rule of a server render as a `<style>` beside the element it styles; one block
 * in the head instead is parsed and matched once. Without `data-emotion` the app's emotion leaves the
 * block alone, and the app removes it when it takes over (takeOver.ts). Of the theme's variables it
 * keeps those the page reads.
 */
export function stylesToHead(html: string): { body: string; css: string } {
  const rules: string[] = [];
  const body = html.replace(/<style data-emotion="[^"]*">([^<]*)<\/style>/g, (_all, css: string) => {
    rules.push(css);
    return '';
  });
  return { body, css: withoutUnusedVariables(rules.join('')) };
}
