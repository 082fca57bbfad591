/** Link-layer header types (tcpdump.org LINKTYPE_ values) this analyser decodes. */
export const LINKTYPE = {
  NULL: 0,
  ETHERNET: 1,
  PPP: 9,
  RAW_OPENBSD: 12,
  RAW_BSDOS: 14,
  PPP_HDLC: 50,
  RAW: 101,
  LOOP: 108,
  LINUX_SLL: 113,
  IPV4: 228,
  IPV6: 229,
  LINUX_SLL2: 276,
} as const;

const NAMES: Record<number, string> = {
  0: 'BSD loopback',
  1: 'Ethernet',
  9: 'PPP',
  12: 'raw IP',
  14: 'raw IP',
  50: 'PPP in HDLC framing',
  101: 'raw IP',
  108: 'OpenBSD loopback',
  113: 'Linux cooked (SLL)',
  228: 'raw IPv4',
  229: 'raw IPv6',
  276: 'Linux cooked v2 (SLL2)',
  105: 'IEEE 802.11',
  127: 'IEEE 802.11 radiotap',
  239: 'Linux NFLOG',
  220: 'USB (Linux, mmapped)',
  195: 'IEEE 802.15.4',
  201: 'Bluetooth HCI H4',
  147: 'user-defined (DLT_USER0)',
};

export function isSupportedLinkType(linkType: number): boolean {
  return (Object.values(LINKTYPE) as number[]).includes(linkType);
}

export function linkTypeName(linkType: number): string {
  return NAMES[linkType] ?? `link type ${linkType}`;
}
