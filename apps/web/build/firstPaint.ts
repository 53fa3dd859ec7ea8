import type { Plugin, Rollup } from 'vite';

/** The font files the first pages paint with: Public Sans (latin) in the weights of body, buttons, headings and the brand. */
const FIRST_FONTS = /^assets\/public-sans-latin-(400|500|600|700)-normal-[\w-]+\.woff2$/;

/**
 * Lets the first paint happen without waiting for a request: the entry's stylesheet (only the
 * @font-face rules, about 1 KB compressed) goes inline into index.html instead of blocking the
 * paint behind a round trip, and the fonts of the first pages are preloaded, so text does not
 * wait until React has rendered for the browser to ask for them.
 */
export function firstPaint(): Plugin {
  return {
    name: 'portal-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const inlined = html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle[file] as Rollup.OutputAsset | undefined;
            return asset ? `<style>${String(asset.source)}</style>` : link;
          },
        );
        const fonts = Object.keys(bundle)
          .filter((file) => FIRST_FONTS.test(file))
          .sort()
          .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`);
        // After the scripts: the fonts must not hold back the JavaScript that renders the page.
        return inlined.replace('</head>', `  ${fonts.join('\n    ')}\n  </head>`);
      },
    },
  };
}
