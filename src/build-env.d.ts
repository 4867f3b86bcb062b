/** What the production build defines (server/tools/vite-antd); absent in development, Storybook's dev server and the tests. */
interface ImportMetaEnv {
  /** antd's CSS is extracted with the build (antd-static-style.ts): antd writes none at run time. */
  readonly LISHKA_ANTD_STATIC_STYLE?: boolean;
  /** Where the build put each Ant Design icon's drawing as a module of its own (antd-icon-files.ts), ending in a slash. */
  readonly LISHKA_ICON_PATH?: string;
}
