/**
 * One stylesheet for both directions (issue #16): the public site's CSS says start/end, never left/right, so Arabic
 * (dir=rtl) mirrors itself. Only the inline axis is enforced: top/bottom and width/height mean the same in both
 * directions of a horizontal script, so they stay as they read best. The back-office is English only.
 */
export default {
  plugins: ['stylelint-use-logical'],
  ignoreFiles: ['web/src/admin/**', '**/node_modules/**', '**/dist/**'],
  rules: {
    'csstools/use-logical': [
      'always',
      {
        except: [
          /^(top|bottom)$/i,
          /^border-(top|bottom)(-(color|style|width))?$/i,
          /^(margin|padding)-(top|bottom)$/i,
          /^(min-|max-)?(width|height)$/i,
        ],
      },
    ],
  },
};
