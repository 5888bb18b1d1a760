/** antd's prebuilt stylesheet, and the antd version it styles. */
export interface AntdStylesheet {
  href: string;
  version: string;
}

/**
 * The stylesheet to draw antd with, or null for antd to generate its styles at runtime. Only the
 * antd it was built from may use it: when a remote's newer antd has won the share scope, the
 * shell's stylesheet would lack what the newer components need, so they generate their own.
 */
export function stylesheetForLoadedAntd(loadedVersion: string, built: AntdStylesheet | null): AntdStylesheet | null {
  return built && built.version === loadedVersion ? built : null;
}
