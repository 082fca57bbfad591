/**
 * Our own Ethiopian month names, Meskerem ... Pagume, for languages where ICU has none (ICU then returns the
 * Latin "Meskerem" or a bare number). Each list is a transliteration written in the language's own script and
 * spelling; they are ours, made for this service. Languages with real ICU data (am, ar, ru, ko, ...) are
 * served from ICU instead, except where ICU's data is known to be wrong (see KNOWN_BAD_ICU_MONTH_NAMES).
 */

type MonthNames = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string];

/** The spellings used in English; the default and the base for most Latin-script languages. */
export const ENGLISH_MONTH_NAMES: MonthNames = [
  'Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Yekatit', 'Megabit',
  'Miyazya', 'Ginbot', 'Sene', 'Hamle', 'Nehase', 'Pagume',
];

// Latin-script variants, by what the orthography does with the sounds y, g(i) and h.
const LATIN_J: MonthNames = [ // y written j (Germanic, Nordic, West Slavic, Baltic-Finnic, Albanian, Esperanto)
  'Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Jekatit', 'Megabit',
  'Mijazja', 'Ginbot', 'Sene', 'Hamle', 'Nehase', 'Pagume',
];
const LATIN_SOUTH_SLAVIC: MonthNames = [
  'Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Jekatit', 'Megabit',
  'Mijazija', 'Ginbot', 'Sene', 'Hamle', 'Nehase', 'Pagume',
];
const LATIN_IBERIAN: MonthNames = [ // gi would be read /xi/ or /ʒi/: written gui; initial y as i
  'Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Iekatit', 'Megabit',
  'Miazia', 'Guinbot', 'Sene', 'Hamle', 'Nehase', 'Pagume',
];
const LATIN_ITALIAN: MonthNames = [ // gi would be read /dʒi/: written ghi
  'Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Iekatit', 'Megabit',
  'Miazia', 'Ghinbot', 'Sene', 'Hamle', 'Nehase', 'Pagume',
];

// Cyrillic: a common Russian-style rendering, then languages with their own letters for h or e.
const CYRILLIC: MonthNames = [
  'Мескерем', 'Тикимт', 'Хидар', 'Тахсас', 'Тир', 'Йекатит', 'Мегабит',
  'Миязия', 'Гинбот', 'Сене', 'Хамле', 'Нехасе', 'Пагуме',
];
const CYRILLIC_SHHA: MonthNames = [ // Tatar and Bashkir write h as һ
  'Мескерем', 'Тикимт', 'Һидар', 'Таһсас', 'Тир', 'Йекатит', 'Мегабит',
  'Миязия', 'Гинбот', 'Сене', 'Һамле', 'Неһасе', 'Пагуме',
];
const TIBETAN: MonthNames = [
  'མེས་ཀེ་རེམ', 'ཏི་ཀིམ་ཏ', 'ཧི་དར', 'ཏཱ་ཧ་སས', 'ཏིར', 'ཡེ་ཀ་ཏིད', 'མེ་ག་བིད',
  'མི་ཡ་ཟི་ཡ', 'གིན་བོད', 'སེ་ནེ', 'ཧམ་ལེ', 'ནེ་ཧ་སེ', 'པ་གུ་མེ',
];

export const MONTH_NAME_TABLE: Readonly<Record<string, MonthNames>> = {
  en: ENGLISH_MONTH_NAMES,

  // Ethiopian languages: ICU has these, kept here so the service never loses them on a smaller ICU build.
  am: ['መስከረም', 'ጥቅምት', 'ኅዳር', 'ታኅሣሥ', 'ጥር', 'የካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰኔ', 'ሐምሌ', 'ነሐሴ', 'ጳጉሜ'],
  ti: ['መስከረም', 'ጥቅምቲ', 'ሕዳር', 'ታሕሳስ', 'ጥሪ', 'ለካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰነ', 'ሓምለ', 'ነሓሰ', 'ጳጉሜን'],
  // Oromo names of the Ethiopian months as used in Ethiopia (ICU's list has three of them in the wrong place).
  om: [
    'Fulbaana', 'Onkoloolessa', 'Sadaasa', 'Mudde', 'Amajji', 'Guraandhala', 'Bitootessa',
    'Eebila', 'Caamsaa', 'Waxabajjii', 'Adoolessa', 'Hagayya', 'Qaam’ee',
  ],

  // Latin script
  af: LATIN_J, da: LATIN_J, nb: LATIN_J, nn: LATIN_J, no: LATIN_J, is: LATIN_J, fo: LATIN_J, et: LATIN_J,
  kl: LATIN_J, se: LATIN_J, eo: LATIN_J, lb: LATIN_J, pl: LATIN_J, sq: LATIN_J,
  hr: LATIN_SOUTH_SLAVIC, bs: LATIN_SOUTH_SLAVIC, sl: LATIN_SOUTH_SLAVIC,
  ca: LATIN_IBERIAN, gl: LATIN_IBERIAN, oc: LATIN_IBERIAN,
  es: ['Meskerem', 'Tikimt', 'Hidar', 'Tahsás', 'Tir', 'Yekatit', 'Megabit', 'Miyazia', 'Guinbot', 'Sene', 'Hamle', 'Nehase', 'Pagume'],
  pt: ['Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Iekatit', 'Megabit', 'Miazia', 'Guinbot', 'Sené', 'Hamlé', 'Nehasé', 'Pagumé'],
  it: LATIN_ITALIAN, sc: LATIN_ITALIAN,
  rm: ['Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Jekatit', 'Megabit', 'Mijazja', 'Ghinbot', 'Sene', 'Hamle', 'Nehase', 'Pagume'],
  eu: ['Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Iekatit', 'Megabit', 'Miazia', 'Ginbot', 'Sene', 'Hamle', 'Nehase', 'Pagume'],
  hu: ['Meszkerem', 'Tikimt', 'Hidar', 'Tahszasz', 'Tir', 'Jekatit', 'Megabit', 'Mijazja', 'Ginbot', 'Szene', 'Hamle', 'Nehasze', 'Pagume'],
  lt: ['Meskeremas', 'Tikimtas', 'Hidaras', 'Tahsasas', 'Tiras', 'Jekatitas', 'Megabitas', 'Mijazija', 'Ginbotas', 'Senė', 'Hamlė', 'Nehasė', 'Pagumė'],
  mt: ['Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Jekatit', 'Megabit', 'Mijażja', 'Ginbot', 'Sene', 'Hamle', 'Nehase', 'Pagume'],
  cy: ['Mescerem', 'Ticimt', 'Hidar', 'Tahsas', 'Tir', 'Iecatit', 'Megabit', 'Miasia', 'Ginbot', 'Sene', 'Hamle', 'Nehase', 'Pagwme'],
  // Orthographies that read the English transliteration as written.
  ak: ENGLISH_MONTH_NAMES, az: ENGLISH_MONTH_NAMES, bm: ENGLISH_MONTH_NAMES, br: ENGLISH_MONTH_NAMES,
  ee: ENGLISH_MONTH_NAMES, ff: ENGLISH_MONTH_NAMES, ga: ENGLISH_MONTH_NAMES, gd: ENGLISH_MONTH_NAMES,
  gv: ENGLISH_MONTH_NAMES, ha: ENGLISH_MONTH_NAMES, ia: ENGLISH_MONTH_NAMES, id: ENGLISH_MONTH_NAMES,
  ie: ENGLISH_MONTH_NAMES, ig: ENGLISH_MONTH_NAMES, jv: ENGLISH_MONTH_NAMES, ki: ENGLISH_MONTH_NAMES,
  ku: ENGLISH_MONTH_NAMES, kw: ENGLISH_MONTH_NAMES, lg: ENGLISH_MONTH_NAMES, ln: ENGLISH_MONTH_NAMES,
  lu: ENGLISH_MONTH_NAMES, mg: ENGLISH_MONTH_NAMES, mi: ENGLISH_MONTH_NAMES, ms: ENGLISH_MONTH_NAMES,
  nd: ENGLISH_MONTH_NAMES, qu: ENGLISH_MONTH_NAMES, rn: ENGLISH_MONTH_NAMES, rw: ENGLISH_MONTH_NAMES,
  sg: ENGLISH_MONTH_NAMES, sn: ENGLISH_MONTH_NAMES, so: ENGLISH_MONTH_NAMES, st: ENGLISH_MONTH_NAMES,
  su: ENGLISH_MONTH_NAMES, sw: ENGLISH_MONTH_NAMES, tk: ENGLISH_MONTH_NAMES, tl: ENGLISH_MONTH_NAMES,
  tn: ENGLISH_MONTH_NAMES, to: ENGLISH_MONTH_NAMES, tw: ENGLISH_MONTH_NAMES, uz: ENGLISH_MONTH_NAMES, vi: ENGLISH_MONTH_NAMES,
  wo: ENGLISH_MONTH_NAMES, xh: ENGLISH_MONTH_NAMES, yo: ENGLISH_MONTH_NAMES, za: ENGLISH_MONTH_NAMES,
  zu: ENGLISH_MONTH_NAMES,

  // Cyrillic
  bg: CYRILLIC, kk: CYRILLIC, ky: CYRILLIC, os: CYRILLIC,
  tt: CYRILLIC_SHHA, ba: CYRILLIC_SHHA,
  be: ['Мескерэм', 'Цікімт', 'Хідар', 'Тахсас', 'Цір', 'Екаціт', 'Мегабіт', 'Міязія', 'Гінбот', 'Сенэ', 'Хамлэ', 'Нехасэ', 'Пагумэ'],
  mn: ['Мэскэрэм', 'Тикимт', 'Хидар', 'Тахсас', 'Тир', 'Екатит', 'Мэгабит', 'Миязиа', 'Гинбот', 'Сэнэ', 'Хамлэ', 'Нэхасэ', 'Пагумэ'],
  tg: ['Мескерем', 'Тикимт', 'Ҳидар', 'Таҳсас', 'Тир', 'Екатит', 'Мегабит', 'Миязия', 'Гинбот', 'Сене', 'Ҳамле', 'Неҳасе', 'Пагуме'],
  ce: ['Мескерем', 'Тикимт', 'Хьидар', 'Тахьсас', 'Тир', 'Йекатит', 'Мегабит', 'Миязия', 'Гинбот', 'Сене', 'Хьамле', 'Нехьасе', 'Пагуме'],

  // Greek
  el: ['Μεσκερέμ', 'Τικίμτ', 'Χιντάρ', 'Ταχσάς', 'Τιρ', 'Γεκατίτ', 'Μεγκαμπίτ', 'Μιγιάζια', 'Γκινμπότ', 'Σενέ', 'Χαμλέ', 'Νεχασέ', 'Παγκουμέ'],

  // Arabic script
  ps: ['مسکرم', 'تیکیمت', 'هیدار', 'تاهساس', 'تیر', 'یکاتیت', 'مګابیت', 'میازیا', 'ګینبوت', 'سېنې', 'هاملې', 'نهاسې', 'پاګومې'],
  sd: ['مسڪرم', 'تڪمت', 'هدار', 'تهساس', 'تر', 'يڪاتيت', 'ميگابت', 'ميازيا', 'گنبوت', 'سيني', 'هاملي', 'نهاسي', 'پاگومي'],
  ug: ['مېسكېرېم', 'تىكىمت', 'ھىدار', 'تاھساس', 'تىر', 'يېكاتىت', 'مېگابىت', 'مىيازيا', 'گىنبوت', 'سېنې', 'ھاملې', 'نېھاسې', 'پاگۇمې'],
  ks: ['مسکرم', 'تِکِمت', 'ہِدار', 'تہساس', 'تِر', 'یکاتیت', 'میگابِت', 'میازیا', 'گِنبوت', 'سینے', 'ہاملے', 'نہاسے', 'پاگومے'],

  // Hebrew script (Yiddish spelling, with vowel letters)
  yi: ['מעסקערעם', 'טיקימט', 'הידאַר', 'טאַהסאַס', 'טיר', 'יעקאַטיט', 'מעגאַביט', 'מיאַזיאַ', 'גינבאָט', 'סענע', 'האַמלע', 'נעהאַסע', 'פּאַגומע'],

  // Indic scripts
  ne: ['मेस्केरेम', 'तिकिम्त', 'हिदार', 'ताहसास', 'तिर', 'येकातित', 'मेगाबित', 'मियाज्या', 'गिन्बोत', 'सेने', 'हाम्ले', 'नेहासे', 'पागुमे'],
  sa: ['मेस्केरेम्', 'तिकिम्त्', 'हिदार्', 'ताह्सास्', 'तिर्', 'येकातित्', 'मेगाबित्', 'मियाज्या', 'गिन्बोत्', 'सेने', 'हाम्ले', 'नेहासे', 'पागुमे'],
  as: ['মেছকেৰেম', 'টিকিমট', 'হিদাৰ', 'তাহছাছ', 'টিৰ', 'য়েকাটিট', 'মেগাবিট', 'মিয়াজিয়া', 'গিনবট', 'ছেনে', 'হামলে', 'নেহাছে', 'পাগুমে'],
  or: ['ମେସ୍କେରେମ୍', 'ଟିକିମ୍ଟ', 'ହିଦାର', 'ତାହସାସ', 'ଟିର', 'ୟେକାଟିଟ', 'ମେଗାବିଟ', 'ମିୟାଜିୟା', 'ଗିନବୋଟ', 'ସେନେ', 'ହାମଲେ', 'ନେହାସେ', 'ପାଗୁମେ'],
  si: ['මෙස්කෙරෙම්', 'ටිකිම්ට්', 'හිදාර්', 'තහ්සාස්', 'ටිර්', 'යෙකාටිට්', 'මෙගාබිට්', 'මියාසියා', 'ගින්බොට්', 'සෙනෙ', 'හම්ලෙ', 'නෙහාසෙ', 'පගුමෙ'],

  // Southeast Asian scripts
  my: ['မက်စ်ကရမ်', 'တိကိမ်တ်', 'ဟီဒါ', 'တာဆာစ်', 'တီယာ', 'ယေကာတိတ်', 'မေဂါဘိတ်', 'မီယာဇီယာ', 'ဂင်ဘော့တ်', 'ဆေးနေး', 'ဟမ်လေး', 'နေဟာဆေး', 'ပါဂူမေး'],
  km: ['មេស្កេរ៉េម', 'ទីគីមត៍', 'ហ៊ីដារ', 'តាហ្សាស', 'ទៀរ', 'យេកាទីត', 'មេកាប៊ីត', 'មីយ៉ាហ្ស៊ីយ៉ា', 'ហ្គីនបុត', 'សេណេ', 'ហាំលេ', 'នេហាសេ', 'ប៉ាហ្គូមេ'],

  // Caucasus
  ka: ['მესკერემი', 'ტიკიმტი', 'ჰიდარი', 'ტაჰსასი', 'ტირი', 'იეკატიტი', 'მეგაბიტი', 'მიაზია', 'გინბოტი', 'სენე', 'ჰამლე', 'ნეჰასე', 'პაგუმე'],
  hy: ['Մեսկերեմ', 'Տիկիմտ', 'Հիդար', 'Տահսաս', 'Տիր', 'Եկատիտ', 'Մեգաբիտ', 'Միյազիա', 'Գինբոտ', 'Սենե', 'Համլե', 'Նեհասե', 'Պագումե'],

  // Tibetan script
  bo: TIBETAN, dz: TIBETAN,

  // East Asia
  ja: ['メスケレム', 'ティキムト', 'ヒダル', 'タフサス', 'ティル', 'イェカティト', 'メガビト', 'ミヤズヤ', 'ギンボト', 'セネ', 'ハムレ', 'ネハセ', 'パグメ'],
  zh: ['梅斯凯雷姆月', '提基姆特月', '希达尔月', '塔赫萨斯月', '提尔月', '叶卡提特月', '梅加比特月', '米亚兹亚月', '金博特月', '塞内月', '哈姆莱月', '内哈塞月', '帕古梅月'],
};

/**
 * Languages whose ICU Ethiopian month names fail our automatic checks without being a fallback: ICU's Oromo
 * list puts Guraandhala, Waxabajjii and Onkoloolessa (the names for Yekatit, Sene and Tikimt) in the wrong
 * months, so our table wins there.
 */
export const KNOWN_BAD_ICU_MONTH_NAMES: ReadonlySet<string> = new Set(['om']);
