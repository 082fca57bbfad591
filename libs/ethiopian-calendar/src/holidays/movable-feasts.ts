/**
 * The feasts and fasts that move with Easter, as day offsets from the start of the Fast of Nineveh
 * (always a Monday), as counted in the Bahire Hasab. Fasika (+69) is Easter Sunday; the others follow
 * from it: Lent starts 55 days before Easter, Ascension is Easter + 39, Pentecost Easter + 49.
 */
export interface MovableFeast {
  key: string;
  name: string;
  name_am: string;
  offset_from_nenewe: number;
  description: string;
}

export const MOVABLE_FEASTS: readonly MovableFeast[] = [
  {
    key: 'tsome_nenewe', name: 'Fast of Nineveh (Tsome Nenewe)', name_am: 'ጾመ ነነዌ', offset_from_nenewe: 0,
    description: 'A three-day fast, Monday to Wednesday, recalling the repentance of Nineveh; its Monday anchors every movable date of the year.',
  },
  {
    key: 'abiy_tsom', name: 'Great Lent (Abiy Tsom)', name_am: 'ዐቢይ ጾም', offset_from_nenewe: 14,
    description: 'First day of the 55-day fast before Easter, always a Monday two weeks after the Fast of Nineveh begins.',
  },
  {
    key: 'debre_zeit', name: 'Debre Zeit (Mid-Lent)', name_am: 'ደብረ ዘይት', offset_from_nenewe: 41,
    description: 'The Sunday in the middle of Lent that remembers the teaching on the Mount of Olives.',
  },
  {
    key: 'hosanna', name: 'Palm Sunday (Hosanna)', name_am: 'ሆሣዕና', offset_from_nenewe: 62,
    description: 'The Sunday before Easter, marking the entry into Jerusalem; palm fronds are worn as rings and headbands.',
  },
  {
    key: 'siklet', name: 'Good Friday (Siklet)', name_am: 'ስቅለት', offset_from_nenewe: 67,
    description: 'The Friday of the Crucifixion, kept with fasting and long prostrations; a public holiday.',
  },
  {
    key: 'fasika', name: 'Easter (Fasika)', name_am: 'ፋሲካ', offset_from_nenewe: 69,
    description: 'The Resurrection, ending the long Lenten fast after a night vigil; a public holiday, on the same day as Orthodox Easter.',
  },
  {
    key: 'rikbe_kahnat', name: 'Rikbe Kahnat', name_am: 'ርክበ ካህናት', offset_from_nenewe: 93,
    description: 'The Wednesday of the fourth week after Easter, traditionally the day the clergy met in council.',
  },
  {
    key: 'erget', name: 'Ascension (Erget)', name_am: 'ዕርገት', offset_from_nenewe: 108,
    description: 'Thursday forty days after Easter, counting Easter itself, celebrating the Ascension.',
  },
  {
    key: 'peraklitos', name: 'Pentecost (Peraklitos)', name_am: 'ጰራቅሊጦስ', offset_from_nenewe: 118,
    description: 'The Sunday fifty days after Easter, when the Holy Spirit (the Paraclete) came upon the apostles.',
  },
  {
    key: 'tsome_hawaryat', name: 'Fast of the Apostles (Tsome Hawaryat)', name_am: 'ጾመ ሐዋርያት', offset_from_nenewe: 119,
    description: 'Begins the Monday after Pentecost and lasts until the feast of Peter and Paul on Hamle 5, so its length varies.',
  },
  {
    key: 'tsome_dihnet', name: 'Fast of Salvation (Tsome Dihnet)', name_am: 'ጾመ ድኅነት', offset_from_nenewe: 121,
    description: 'The Wednesday after Pentecost, from which the weekly Wednesday and Friday fasts resume.',
  },
];
