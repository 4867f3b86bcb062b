interface ImportMetaEnv {
  /** Set by the production build when antd's CSS is extracted (server/tools/vite-antd/antd-static-style.ts). */
  readonly LISHKA_ANTD_STATIC_STYLE?: boolean;
}
