/**
 * A clearing-house file's name, left to right on every screen: its names are digits and underscores
 * (512345678_002_20250228.xml), which a right-to-left line would break into reversed groups.
 */
export function XmlFileName({ name }: { name: string }) {
  return (
    <bdi dir="ltr" data-file-name="">
      {name}
    </bdi>
  );
}
