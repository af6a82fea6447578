/**
 * The word lists of the name filter (name-filter.ts), one per language. Each stem is written once
 * in lowercase letters: the filter itself deals with capitals, repeated letters ("fuuuck" matches
 * "fuck", "asss" matches "ass"), leetspeak, separators, accents and look-alike letters. A stem
 * with å, ä, ö, æ or ø only matches those letters ("bøsse" does not flag the name Bosse); a stem
 * in plain a-z also matches accented spellings ("Fück").
 *
 * Where a stem counts is chosen per stem so that real names stay allowed (the Scunthorpe
 * problem): long or unmistakable stems count anywhere, stems that end real names count only at
 * the start of a word ("hore" is in Thore, "homse" is in Thomsen), and short stems count only as
 * a whole word ("ass" is in Cassandra, Lasse and Jonas). Words that are also children's names or
 * everyday words are left out: Dick and Fanny are names, Huy and Phuc are Vietnamese names, Semen
 * is Ukrainian (Семен), "porn" begins Thai names (Pornchai), "fart" is Norwegian for speed,
 * "slag" and "pult" are everyday Norwegian, "kiss" is English. "Kuk" is listed: it is the common
 * crude word for penis in Swedish and Norwegian and not a child's given name.
 */
import type { Language } from '../i18n/languages';

/** The stems of one language, grouped by where in a name they count as rude. */
export interface RudeStems {
  /** Rude wherever they appear, also inside a longer name ("BigFuck"). */
  readonly anywhere: readonly string[];
  /** Rude at the start of a word ("horunge") but found at the end of real names ("Thore"). */
  readonly wordStart: readonly string[];
  /** Rude only as a whole word: short stems that hide inside real names. */
  readonly wholeWord: readonly string[];
}

/** The stems in a text, separated by white space. */
function stems(text: string): readonly string[] {
  return text.trim().split(/\s+/u);
}

const english: RudeStems = {
  anywhere: stems(`
    fuck phuck fvck motherf cunt bitch biatch bastard wanker bollock bellend tosser knobhead
    asshole arsehole dumbass jackass fatass smartass shithead shitface bullshit dipshit horseshit
    cocksuck dickhead dicksuck bigdick mydick penis vagina pussy dildo jizz cumshot blowjob handjob
    masturbat orgasm pornhub whore skank nigger nigga faggot raghead towelhead retard spastic
    mongoloid hitler idiot
  `),
  wordStart: stems('twat wank'),
  wholeWord: stems(`
    ass arse shit shits shitty shitter fuk fck fuq fcuk wtf stfu mofo cock cocks dicks prick crap
    turd poop piss pissed pisser tit tits titty titties boob boobs boobies anal anus clit sex sexy
    horny boner sperm cum porn porno milf slut sluts slutty rape rapist pedo paedo nazi nazis kkk
    fag fags dyke tranny homo spaz cripple moron negro coon spic chink gook kike wog paki
  `),
};

const norwegian: RudeStems = {
  anywhere: stems(`
    faen fæn fanden helvete hælvete hælvette jævl jaevl javla dritt bæsj baesj fitte kusse
    pikkhue pikkhode pikkhau pikksug kukhue kukhau kuksug knull føkk horunge rasshøl rasshol rævhøl
    rævhol rævhull tispe evneveik åndssvak andssvak spasser pakkis svarting tissemann tissefant
    pedofil idiot
  `),
  wordStart: stems('hore homse neger runk promp'),
  wholeWord: stems(`
    kuk kuken pikk pikken pule puler pulte ræv ræva rass rassen fakk satan satans soper homo
    mongo mongis kødd tulling fjott tufs kjerring tiss tisse tissen pupper
  `),
};

const swedish: RudeStems = {
  anywhere: stems(`
    fitta fittan fitth kuksug knull jävl djävl javla djavla helvete horunge horbock skitstövel
    skitstovel skithög skithog efterbliven svartskalle bajs rövhål rovhal slyna pedofil idiot
  `),
  wordStart: stems('bög neger runk'),
  wholeWord: stems(`
    kuk kuken kukar hora horan horor röv röven subba slampa fjolla blatte blattar zigenare mongo
    mongis kärring snopp pattar tuttar prutt luder satan
  `),
};

const danish: RudeStems = {
  anywhere: stems(`
    fisse kusse pikhoved pikslikker røvhul rovhul kneppe knepper kælling kaelling fanden fandme
    kraftedeme kraftedme helvede perker spasser åndssvag andssvag tissemand idiot
  `),
  wordStart: stems('bøsse lort neger'),
  wholeWord: stems(`
    pik pikken røv røven pis pisse luder patter satan fjols homo
  `),
};

/** Ukrainian, with the Russian-origin mat that Ukrainian children use, and Latin spellings. */
const ukrainian: RudeStems = {
  anywhere: stems(`
    хуй хуя хує хуї хуе хую хуё пизд пізд еблан ёбан йоб їба їбу їбл єба єбу єбл заеб заёб
    заїб уёб уєб уебан уебок долбо бляд блят сучара мудак мудил підор пидор підар пидар педрил
    гандон залуп мандавош засран обісра гівн говн жопа шлюх шльондр дебіл дебил ідіот идиот мразь
    виродок сволоч сволот жидяр кацап нігер ніггер нигер ниггер нігга секс порн пеніс пенис дроч
    трахн сиськ сіськ цицьк мінет минет кончен кінчен відсос отсос херня гітлер гитлер
    huilo huylo khuylo nahui nahuy nahuj pohui pohuy pohuj pizd pyzd blyat blyad bljad yebat
    yeban yobany yoban zaeb zayeb mudak mudil pidor pidar gandon zalupa zhopa govno gavno hivno
    givno shluha shlyuha shlukha shlyukha debil dolbo katsap kacap
  `),
  wordStart: stems('ебат ебан ебал ебуч ёб перд сцик ebat eban ebal'),
  wholeWord: stems(`
    бля сука суки сучка педик педік манда срака лайно дупа повія курва даун дцп дурак дурень
    дура лох чмо гнида падла урод жид жиди хохол хохли москаль чурка негр негри член трах соси хер
    khuy khuj khui xuy xuj huj chuj blya suka cyka pedik dupa kurva kurwa daun moskal khokhol
    hohol zhyd zhid churka chmo gnida padla
  `),
};

/**
 * Each language's stems, for every language the app speaks (the compiler asks for a new one);
 * Norwegian's list holds Bokmål, Nynorsk and dialect words, so both written forms share it.
 */
export const RUDE_STEMS: Readonly<Record<Language, RudeStems>> = {
  en: english,
  no: norwegian,
  nn: norwegian,
  sv: swedish,
  da: danish,
  uk: ukrainian,
};
