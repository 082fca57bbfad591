/** Wheel labels in the ten languages of the spec, translated by us. Keys follow the chart's point and sign keys. */
import type { PhaseName } from '../chart/moon-phase';
import type { Element, Modality, Sign } from '../zodiac/signs';

export const WHEEL_LANGUAGES = ['EN', 'FR', 'PT', 'IT', 'CN', 'ES', 'RU', 'TR', 'DE', 'HI'] as const;
export type WheelLanguage = (typeof WHEEL_LANGUAGES)[number];

export type LabelKey =
  | 'title' | 'positions' | 'aspects' | 'house' | 'localTime' | 'universalTime' | 'location' | 'houses'
  | 'tropical' | 'sidereal' | 'moonPhase' | 'chartRuler' | 'retrograde' | 'wholeSign' | 'equal';

export type NamedPoint =
  | 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto'
  | 'northNode' | 'southNode' | 'lilith' | 'chiron' | 'asc' | 'mc' | 'dsc' | 'ic';

export interface WheelTexts {
  /** BCP 47 tag for the SVG's xml:lang. */
  tag: string;
  labels: Record<LabelKey, string>;
  signs: Record<Sign, string>;
  points: Record<NamedPoint, string>;
  phases: Record<PhaseName, string>;
  elements: Record<Element, string>;
  modalities: Record<Modality, string>;
}

const SIGN_KEYS: Sign[] = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const POINT_KEYS: NamedPoint[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'northNode', 'southNode', 'lilith', 'chiron', 'asc', 'mc', 'dsc', 'ic'];
const LABEL_KEYS: LabelKey[] = ['title', 'positions', 'aspects', 'house', 'localTime', 'universalTime', 'location', 'houses', 'tropical', 'sidereal', 'moonPhase', 'chartRuler', 'retrograde', 'wholeSign', 'equal'];
const PHASE_KEYS: PhaseName[] = ['new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous', 'full-moon', 'waning-gibbous', 'last-quarter', 'waning-crescent'];
const ELEMENT_KEYS: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITY_KEYS: Modality[] = ['cardinal', 'fixed', 'mutable'];

function zip<K extends string>(keys: K[], values: string): Record<K, string> {
  const parts = values.split('|').map((s) => s.trim());
  if (parts.length !== keys.length) throw new Error(`translation has ${parts.length} entries for ${keys.length} keys: ${values}`);
  return Object.fromEntries(keys.map((k, i) => [k, parts[i]])) as Record<K, string>;
}

function texts(tag: string, labels: string, signs: string, points: string, phases: string, elements: string, modalities: string): WheelTexts {
  return {
    tag,
    labels: zip(LABEL_KEYS, labels),
    signs: zip(SIGN_KEYS, signs),
    points: zip(POINT_KEYS, points),
    phases: zip(PHASE_KEYS, phases),
    elements: zip(ELEMENT_KEYS, elements),
    modalities: zip(MODALITY_KEYS, modalities),
  };
}

export const WHEEL_TEXTS: Record<WheelLanguage, WheelTexts> = {
  EN: texts(
    'en',
    'Birth chart|Positions|Aspects|House|Local time|Universal time|Latitude, longitude|Houses|Tropical|Sidereal|Moon phase|Chart ruler|Retrograde|Whole Sign|Equal',
    'Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces',
    'Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|North Node|South Node|Lilith|Chiron|Ascendant|Midheaven|Descendant|Imum Coeli',
    'New moon|Waxing crescent|First quarter|Waxing gibbous|Full moon|Waning gibbous|Last quarter|Waning crescent',
    'Fire|Earth|Air|Water',
    'Cardinal|Fixed|Mutable',
  ),
  FR: texts(
    'fr',
    'Thème natal|Positions|Aspects|Maison|Heure locale|Temps universel|Latitude, longitude|Maisons|Tropical|Sidéral|Phase lunaire|Maître du thème|Rétrograde|Signes entiers|Égales',
    'Bélier|Taureau|Gémeaux|Cancer|Lion|Vierge|Balance|Scorpion|Sagittaire|Capricorne|Verseau|Poissons',
    'Soleil|Lune|Mercure|Vénus|Mars|Jupiter|Saturne|Uranus|Neptune|Pluton|Nœud Nord|Nœud Sud|Lilith|Chiron|Ascendant|Milieu du Ciel|Descendant|Fond du Ciel',
    'Nouvelle lune|Premier croissant|Premier quartier|Gibbeuse croissante|Pleine lune|Gibbeuse décroissante|Dernier quartier|Dernier croissant',
    'Feu|Terre|Air|Eau',
    'Cardinal|Fixe|Mutable',
  ),
  PT: texts(
    'pt',
    'Mapa natal|Posições|Aspectos|Casa|Hora local|Tempo universal|Latitude, longitude|Casas|Tropical|Sideral|Fase da Lua|Regente do mapa|Retrógrado|Signos inteiros|Iguais',
    'Áries|Touro|Gêmeos|Câncer|Leão|Virgem|Libra|Escorpião|Sagitário|Capricórnio|Aquário|Peixes',
    'Sol|Lua|Mercúrio|Vênus|Marte|Júpiter|Saturno|Urano|Netuno|Plutão|Nodo Norte|Nodo Sul|Lilith|Quíron|Ascendente|Meio do Céu|Descendente|Fundo do Céu',
    'Lua nova|Lua crescente|Quarto crescente|Crescente gibosa|Lua cheia|Minguante gibosa|Quarto minguante|Lua minguante',
    'Fogo|Terra|Ar|Água',
    'Cardinal|Fixo|Mutável',
  ),
  IT: texts(
    'it',
    'Tema natale|Posizioni|Aspetti|Casa|Ora locale|Tempo universale|Latitudine, longitudine|Case|Tropicale|Siderale|Fase lunare|Reggente del tema|Retrogrado|Segni interi|Uguali',
    'Ariete|Toro|Gemelli|Cancro|Leone|Vergine|Bilancia|Scorpione|Sagittario|Capricorno|Acquario|Pesci',
    'Sole|Luna|Mercurio|Venere|Marte|Giove|Saturno|Urano|Nettuno|Plutone|Nodo Nord|Nodo Sud|Lilith|Chirone|Ascendente|Medio Cielo|Discendente|Fondo Cielo',
    'Luna nuova|Luna crescente|Primo quarto|Gibbosa crescente|Luna piena|Gibbosa calante|Ultimo quarto|Luna calante',
    'Fuoco|Terra|Aria|Acqua',
    'Cardinale|Fisso|Mobile',
  ),
  CN: texts(
    'zh-Hans',
    '出生星盘|位置|相位|宫|当地时间|世界时|纬度、经度|宫位制|回归黄道|恒星黄道|月相|命主星|逆行|整宫制|等宫制',
    '白羊座|金牛座|双子座|巨蟹座|狮子座|处女座|天秤座|天蝎座|射手座|摩羯座|水瓶座|双鱼座',
    '太阳|月亮|水星|金星|火星|木星|土星|天王星|海王星|冥王星|北交点|南交点|莉莉丝|凯龙星|上升点|天顶|下降点|天底',
    '新月|蛾眉月|上弦月|盈凸月|满月|亏凸月|下弦月|残月',
    '火|土|风|水',
    '本位|固定|变动',
  ),
  ES: texts(
    'es',
    'Carta natal|Posiciones|Aspectos|Casa|Hora local|Tiempo universal|Latitud, longitud|Casas|Tropical|Sideral|Fase lunar|Regente de la carta|Retrógrado|Signos enteros|Iguales',
    'Aries|Tauro|Géminis|Cáncer|Leo|Virgo|Libra|Escorpio|Sagitario|Capricornio|Acuario|Piscis',
    'Sol|Luna|Mercurio|Venus|Marte|Júpiter|Saturno|Urano|Neptuno|Plutón|Nodo Norte|Nodo Sur|Lilith|Quirón|Ascendente|Medio Cielo|Descendente|Fondo del Cielo',
    'Luna nueva|Luna creciente|Cuarto creciente|Gibosa creciente|Luna llena|Gibosa menguante|Cuarto menguante|Luna menguante',
    'Fuego|Tierra|Aire|Agua',
    'Cardinal|Fijo|Mutable',
  ),
  RU: texts(
    'ru',
    'Натальная карта|Положения|Аспекты|Дом|Местное время|Всемирное время|Широта, долгота|Дома|Тропический|Сидерический|Фаза Луны|Управитель карты|Ретроградный|Целые знаки|Равные дома',
    'Овен|Телец|Близнецы|Рак|Лев|Дева|Весы|Скорпион|Стрелец|Козерог|Водолей|Рыбы',
    'Солнце|Луна|Меркурий|Венера|Марс|Юпитер|Сатурн|Уран|Нептун|Плутон|Северный узел|Южный узел|Лилит|Хирон|Асцендент|Середина неба|Десцендент|Глубина неба',
    'Новолуние|Растущий серп|Первая четверть|Растущая луна|Полнолуние|Убывающая луна|Последняя четверть|Убывающий серп',
    'Огонь|Земля|Воздух|Вода',
    'Кардинальный|Фиксированный|Мутабельный',
  ),
  TR: texts(
    'tr',
    'Doğum haritası|Konumlar|Açılar|Ev|Yerel saat|Evrensel zaman|Enlem, boylam|Evler|Tropikal|Yıldızsal|Ay evresi|Harita yöneticisi|Geri hareket|Tam burç|Eşit',
    'Koç|Boğa|İkizler|Yengeç|Aslan|Başak|Terazi|Akrep|Yay|Oğlak|Kova|Balık',
    'Güneş|Ay|Merkür|Venüs|Mars|Jüpiter|Satürn|Uranüs|Neptün|Plüton|Kuzey Ay Düğümü|Güney Ay Düğümü|Lilith|Kiron|Yükselen|Gökyüzü Ortası|Alçalan|Gökyüzü Dibi',
    'Yeni ay|Büyüyen hilal|İlk dördün|Büyüyen şişkin ay|Dolunay|Küçülen şişkin ay|Son dördün|Küçülen hilal',
    'Ateş|Toprak|Hava|Su',
    'Öncü|Sabit|Değişken',
  ),
  DE: texts(
    'de',
    'Geburtshoroskop|Positionen|Aspekte|Haus|Ortszeit|Weltzeit|Breite, Länge|Häuser|Tropisch|Siderisch|Mondphase|Herrscher des Horoskops|Rückläufig|Ganzzeichen|Äqual',
    'Widder|Stier|Zwillinge|Krebs|Löwe|Jungfrau|Waage|Skorpion|Schütze|Steinbock|Wassermann|Fische',
    'Sonne|Mond|Merkur|Venus|Mars|Jupiter|Saturn|Uranus|Neptun|Pluto|Nordknoten|Südknoten|Lilith|Chiron|Aszendent|Medium Coeli|Deszendent|Imum Coeli',
    'Neumond|Zunehmende Sichel|Erstes Viertel|Zunehmender Mond|Vollmond|Abnehmender Mond|Letztes Viertel|Abnehmende Sichel',
    'Feuer|Erde|Luft|Wasser',
    'Kardinal|Fix|Veränderlich',
  ),
  HI: texts(
    'hi',
    'जन्म कुंडली|स्थितियाँ|दृष्टि संबंध|भाव|स्थानीय समय|सार्वभौमिक समय|अक्षांश, देशांतर|भाव पद्धति|सायन|निरयन|चंद्र कला|लग्नेश|वक्री|पूर्ण राशि|समान भाव',
    'मेष|वृषभ|मिथुन|कर्क|सिंह|कन्या|तुला|वृश्चिक|धनु|मकर|कुंभ|मीन',
    'सूर्य|चंद्र|बुध|शुक्र|मंगल|बृहस्पति|शनि|अरुण|वरुण|यम|राहु (उत्तर पात)|केतु (दक्षिण पात)|लिलिथ|काइरन|लग्न|मध्य आकाश|सप्तम बिंदु|पाताल बिंदु',
    'अमावस्या|बढ़ता अर्धचंद्र|शुक्ल अष्टमी|बढ़ता उभरा चंद्र|पूर्णिमा|घटता उभरा चंद्र|कृष्ण अष्टमी|घटता अर्धचंद्र',
    'अग्नि|पृथ्वी|वायु|जल',
    'चर|स्थिर|द्विस्वभाव',
  ),
};
