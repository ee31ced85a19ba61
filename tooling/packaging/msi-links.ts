// The MSI's registration of the links that open a review. electron-builder's MSI target registers no
// protocol (its template has no place for one), so its msiProjectCreated hook hands over the WiX project
// before it is compiled, and one component is added to it: the same registry values as the NSIS
// installer writes (resources/installer/installer.nsh), under HKMU, which is HKLM in this per-machine
// MSI. Windows Installer removes the component's registry key on uninstall.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { LINK_SCHEME } from '../../src/shared/review-link';

const COMPONENT_GROUP = '<ComponentGroup Id="ProductComponents"';
/** `msiexec /i … REGISTER_LINKS=0` installs without the links (docs/it-guide.md). */
export const REGISTER_LINKS_PROPERTY = 'REGISTER_LINKS';

function attribute(wxs: string, element: string, name: string): string {
  const value = new RegExp(`<${element}\\b[^>]*\\s${name}="([^"]*)"`).exec(wxs)?.[1];
  if (value === undefined) throw new Error(`The MSI project has no ${element}/@${name}`);
  return value;
}

/** An RFC 4122 name-based (SHA-1, version 5) UUID, in upper case as WiX's pedantic mode wants it. */
export function uuidV5(name: string, namespace: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/[{}-]/g, ''), 'hex'))
    .update(name)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex').toUpperCase();
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/**
 * `wxs` (electron-builder's WiX project) with a component that registers `scheme` for the main
 * executable. Throws when the project is not shaped as expected, so a changed template stops the build
 * instead of shipping an MSI without links.
 */
export function withLinkComponent(wxs: string, scheme: string = LINK_SCHEME): string {
  if (!/^[a-z][a-z0-9+.-]*$/.test(scheme)) throw new Error(`Not a URL scheme: ${scheme}`);
  const group = wxs.indexOf(COMPONENT_GROUP);
  const end = wxs.indexOf('</ComponentGroup>', group);
  if (group < 0 || end < 0 || wxs.indexOf(COMPONENT_GROUP, group + 1) >= 0) {
    throw new Error('The MSI project has not exactly one ProductComponents group to add the links to');
  }
  if (!wxs.includes('Id="mainExecutable"')) throw new Error('The MSI project names no mainExecutable file');
  // Already XML-escaped in the project: the QA build's name too.
  const productName = attribute(wxs, 'Product', 'Name');
  // A registry key path needs a GUID of its own (WiX derives one only for a file); stable across
  // versions of one product (from its UpgradeCode), different for the QA build's.
  const guid = uuidV5(`link-scheme:${scheme}`, attribute(wxs, 'Product', 'UpgradeCode'));
  // The command as in installer.nsh: "--" keeps anything a crafted link smuggles in from being a switch.
  const exe = '&quot;[#mainExecutable]&quot;';
  // A condition, not a key IT deletes afterwards: the advertised shortcuts would repair a missing key.
  const component = [
    `<Component Id="linkScheme" Guid="${guid}">`,
    `  <Condition><![CDATA[${REGISTER_LINKS_PROPERTY} = "1"]]></Condition>`,
    `  <RegistryKey Root="HKMU" Key="Software\\Classes\\${scheme}" ForceDeleteOnUninstall="yes">`,
    `    <RegistryValue Type="string" Value="URL:${productName}" KeyPath="yes"/>`,
    '    <RegistryValue Type="string" Name="URL Protocol" Value=""/>',
    '    <RegistryValue Type="string" Key="DefaultIcon" Value="[#mainExecutable],0"/>',
    `    <RegistryValue Type="string" Key="shell\\open\\command" Value="${exe} -- &quot;%1&quot;"/>`,
    '  </RegistryKey>',
    '</Component>',
  ].map((line) => `      ${line}\n`);
  const property = `<Property Id="${REGISTER_LINKS_PROPERTY}" Value="1" Secure="yes"/>\n    `;
  // At the start of the group's closing line, so the project stays indented as electron-builder wrote it.
  const closing = wxs.lastIndexOf('\n', end) + 1;
  return `${wxs.slice(0, group)}${property}${wxs.slice(group, closing)}${component.join('')}${wxs.slice(closing)}`;
}

/** electron-builder's msiProjectCreated hook: rewrites the project file in place. */
export async function addLinksToMsiProject(projectFile: string): Promise<void> {
  await writeFile(projectFile, withLinkComponent(await readFile(projectFile, 'utf8')));
}
