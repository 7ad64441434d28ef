/**
 * The demo world's content in the shipped languages (EN, PT, TY): notices, hot news, agent notices,
 * popups, banner titles, help topics, promotions and inbox messages. `{brand}` and `{cur}` are
 * replaced by the brand's name and currency symbol. HTML is what an operator would write.
 */
export interface Text {
  key: string;
  title: string;
  content: string;
}
export interface PromotionText {
  title: string;
  summary: string;
  content: string;
}
export interface LanguageContent {
  notices: (Text & { promotion?: string })[];
  hot: Text[];
  agent: Text[];
  popupMembers: Text[];
  popupVisitors: Text[];
  popupFirstLogin: Text[];
  banners: Record<string, string>;
  help: Text[];
  promotions: Record<string, PromotionText>;
  inbox: Text[];
}

export const promotionPlan = [
  { slug: 'welcome', category: 'NEW', art: 'welcome', membersOnly: false },
  { slug: 'reload', category: 'DAILY', art: 'reload', membersOnly: true },
  { slug: 'cashback', category: 'WEEKLY', art: 'cashback', membersOnly: true },
  { slug: 'referral', category: 'REFERRAL', art: 'referral', membersOnly: true },
] as const;

/** Extra banners drawn from the brand's colours: group, art, where a tap leads. */
export const bannerPlan = [
  { key: 'home-welcome', group: 'm_home', art: 'welcome', linkage: '/m/activity?id={promo:welcome}', sort: 10 },
  { key: 'home-cashback', group: 'm_home', art: 'cashback', linkage: '/m/activity?id={promo:cashback}', sort: 11 },
  { key: 'home-vip', group: 'm_home', art: 'vip', linkage: '/m/register', sort: 12 },
  { key: 'login', group: 'm_login', art: 'login', linkage: null, sort: 10 },
  { key: 'register', group: 'm_register', art: 'register', linkage: '/m/activity?id={promo:welcome}', sort: 10 },
] as const;

const EN: LanguageContent = {
  notices: [
    {
      key: 'welcome',
      title: 'Welcome to {brand}',
      content:
        '<p>Welcome to <strong>{brand}</strong>! Over 600 games, daily promotions and 24/7 customer service are waiting for you.</p>',
    },
    {
      key: 'maintenance',
      title: 'Scheduled maintenance on Tuesday',
      content:
        '<p>Our payment partners will carry out maintenance on <strong>Tuesday from 02:00 to 04:00</strong>. Deposits may take longer during this time. Games are not affected.</p>',
    },
    {
      key: 'promo',
      title: 'New: 100% welcome bonus',
      content:
        '<p>Make your first deposit and get a <strong>100% bonus up to {cur}5,000</strong>. <a href="/m/activity">See all promotions</a>.</p>',
      promotion: 'welcome',
    },
    {
      key: 'safety',
      title: 'Play responsibly',
      content:
        '<p>Set yourself a budget and take breaks. If gaming stops being fun, contact our <a href="/m/help?i=4">support team</a> for help with limits.</p>',
    },
  ],
  hot: [
    {
      key: 'jackpot',
      title: 'Jackpot won this week',
      content:
        '<p>A lucky player won <strong>{cur}1,250,000</strong> on a slot jackpot this week. Could you be next?</p>',
    },
    {
      key: 'live',
      title: 'New live tables',
      content: '<p>Ten new live baccarat and roulette tables are now open around the clock.</p>',
    },
  ],
  agent: [
    {
      key: 'commission',
      title: 'Commission payout schedule',
      content: '<p>Agent commissions for last week are paid every <strong>Monday by 12:00</strong>.</p>',
    },
    {
      key: 'tools',
      title: 'New team reports',
      content: '<p>Team profit and loss reports now show daily totals for every downline member.</p>',
    },
  ],
  popupMembers: [
    {
      key: 'reload',
      title: 'Daily reload bonus',
      content:
        '<p>Deposit today and receive a <strong>10% reload bonus</strong>. <a href="/m/activity">Claim it in Promotions</a>.</p>',
    },
    {
      key: 'secure',
      title: 'Keep your account safe',
      content:
        '<p>We will never ask for your password. Turn on a strong password in the <a href="/m/securityCenter">security center</a>.</p>',
    },
  ],
  popupVisitors: [
    {
      key: 'join',
      title: 'Join {brand} today',
      content:
        '<p>Register in one minute and get a <strong>100% welcome bonus</strong> on your first deposit. <a href="/m/register">Register now</a>.</p>',
    },
  ],
  popupFirstLogin: [
    {
      key: 'first',
      title: 'Welcome aboard!',
      content:
        '<p>Thanks for joining {brand}. Start with our <a href="/m/activity">welcome offers</a> and read the <a href="/m/help">help centre</a>.</p>',
    },
  ],
  banners: {
    default: 'Welcome to {brand}',
    app: 'Download the {brand} app',
    'home-welcome': '100% welcome bonus up to {cur}5,000',
    'home-cashback': 'Weekly cashback of 5%',
    'home-vip': 'Join today and play over 600 games',
    login: 'Log in and claim your daily bonus',
    register: 'Register now: 100% welcome bonus',
  },
  help: [
    {
      key: 'about',
      title: 'About {brand}',
      content:
        '<h3>About us</h3><p>{brand} offers slots, live casino, sports, fishing, poker and lottery games from licensed providers.</p>',
    },
    {
      key: 'register',
      title: 'How to register',
      content:
        '<h3>Create your account</h3><ol><li>Tap <strong>Register</strong> on the home page.</li><li>Choose a username and a password.</li><li>Enter the captcha and accept the terms.</li></ol>',
    },
    {
      key: 'deposit',
      title: 'Deposits',
      content:
        '<h3>Deposits</h3><p>Open <strong>Deposit</strong>, choose a payment method and follow the steps. Most deposits arrive within 5 minutes.</p>',
    },
    {
      key: 'withdraw',
      title: 'Withdrawals',
      content:
        '<h3>Withdrawals</h3><p>Withdrawals are processed around the clock, usually within 30 minutes. Bonus turnover must be met first.</p>',
    },
    {
      key: 'responsible',
      title: 'Responsible gaming',
      content:
        '<h3>Responsible gaming</h3><p>Gaming should be fun. Set limits, take breaks and never chase losses. Need help? Write to <a href="mailto:care@example.com">care@example.com</a>.</p>',
    },
  ],
  promotions: {
    welcome: {
      title: '100% welcome bonus',
      summary: 'Double your first deposit, up to {cur}5,000.',
      content:
        '<h3>How it works</h3><ul><li>Make your first deposit of at least {cur}200.</li><li>Receive a 100% bonus up to {cur}5,000.</li><li>Turnover: 15× bonus amount within 30 days.</li></ul><p>One bonus per member. <a href="/m/help?i=2">Deposit help</a></p>',
    },
    reload: {
      title: 'Daily 10% reload',
      summary: 'A 10% bonus on your first deposit of every day.',
      content:
        '<h3>Every day</h3><p>Get 10% extra on your first deposit of the day, up to {cur}1,000. Turnover 8×.</p>',
    },
    cashback: {
      title: 'Weekly 5% cashback',
      summary: 'Get 5% of your weekly net losses back every Monday.',
      content:
        "<h3>Cashback</h3><p>Every Monday we return 5% of last week's net losses on slots and live casino, up to {cur}10,000. No turnover.</p>",
    },
    referral: {
      title: 'Invite friends',
      summary: 'Earn {cur}100 for every friend who joins and deposits.',
      content:
        '<h3>Invite and earn</h3><p>Share your invitation link. When a friend registers and deposits {cur}500 or more, you both receive {cur}100.</p>',
    },
  },
  inbox: [
    {
      key: 'welcome',
      title: 'Welcome to {brand}',
      content:
        '<p>Hi! Your account is ready. Check the <a href="/m/activity">promotions</a> for your welcome bonus.</p>',
    },
    {
      key: 'security',
      title: 'Security reminder',
      content: '<p>Never share your password or SMS codes with anyone, including our staff.</p>',
    },
    {
      key: 'cashback',
      title: 'Your cashback is coming',
      content: '<p>Weekly cashback is credited every <strong>Monday</strong>. Good luck this week!</p>',
    },
  ],
};

const PT: LanguageContent = {
  notices: [
    {
      key: 'welcome',
      title: 'Bem-vindo à {brand}',
      content:
        '<p>Bem-vindo à <strong>{brand}</strong>! Mais de 600 jogos, promoções diárias e atendimento 24 horas esperam por você.</p>',
    },
    {
      key: 'maintenance',
      title: 'Manutenção programada na terça-feira',
      content:
        '<p>Nossos parceiros de pagamento farão manutenção na <strong>terça-feira, das 02:00 às 04:00</strong>. Os depósitos podem demorar mais nesse período. Os jogos não são afetados.</p>',
    },
    {
      key: 'promo',
      title: 'Novo: bônus de boas-vindas de 100%',
      content:
        '<p>Faça seu primeiro depósito e ganhe <strong>100% de bônus até {cur}5.000</strong>. <a href="/m/activity">Ver todas as promoções</a>.</p>',
      promotion: 'welcome',
    },
    {
      key: 'safety',
      title: 'Jogue com responsabilidade',
      content:
        '<p>Defina um orçamento e faça pausas. Se o jogo deixar de ser divertido, fale com nossa <a href="/m/help?i=4">equipe de suporte</a>.</p>',
    },
  ],
  hot: [
    {
      key: 'jackpot',
      title: 'Jackpot saiu esta semana',
      content:
        '<p>Um jogador ganhou <strong>{cur}1.250.000</strong> no jackpot de um slot esta semana. O próximo pode ser você!</p>',
    },
    {
      key: 'live',
      title: 'Novas mesas ao vivo',
      content: '<p>Dez novas mesas de bacará e roleta ao vivo estão abertas 24 horas.</p>',
    },
  ],
  agent: [
    {
      key: 'commission',
      title: 'Calendário de pagamento de comissões',
      content: '<p>As comissões da semana passada são pagas toda <strong>segunda-feira até 12:00</strong>.</p>',
    },
    {
      key: 'tools',
      title: 'Novos relatórios da equipe',
      content: '<p>Os relatórios de lucros e perdas da equipe agora mostram totais diários de cada membro.</p>',
    },
  ],
  popupMembers: [
    {
      key: 'reload',
      title: 'Bônus diário de recarga',
      content:
        '<p>Deposite hoje e receba <strong>10% de bônus de recarga</strong>. <a href="/m/activity">Resgate em Promoções</a>.</p>',
    },
    {
      key: 'secure',
      title: 'Proteja sua conta',
      content:
        '<p>Nunca pedimos sua senha. Use uma senha forte na <a href="/m/securityCenter">central de segurança</a>.</p>',
    },
  ],
  popupVisitors: [
    {
      key: 'join',
      title: 'Entre na {brand} hoje',
      content:
        '<p>Cadastre-se em um minuto e ganhe <strong>100% de bônus</strong> no primeiro depósito. <a href="/m/register">Cadastre-se agora</a>.</p>',
    },
  ],
  popupFirstLogin: [
    {
      key: 'first',
      title: 'Boas-vindas!',
      content:
        '<p>Obrigado por entrar na {brand}. Comece pelas <a href="/m/activity">ofertas de boas-vindas</a> e leia a <a href="/m/help">central de ajuda</a>.</p>',
    },
  ],
  banners: {
    default: 'Bem-vindo à {brand}',
    app: 'Baixe o app da {brand}',
    'home-welcome': 'Bônus de boas-vindas de 100% até {cur}5.000',
    'home-cashback': 'Cashback semanal de 5%',
    'home-vip': 'Cadastre-se e jogue mais de 600 jogos',
    login: 'Entre e resgate seu bônus diário',
    register: 'Cadastre-se: bônus de boas-vindas de 100%',
  },
  help: [
    {
      key: 'about',
      title: 'Sobre a {brand}',
      content:
        '<h3>Quem somos</h3><p>A {brand} oferece slots, cassino ao vivo, esportes, pesca, pôquer e loterias de provedores licenciados.</p>',
    },
    {
      key: 'register',
      title: 'Como se cadastrar',
      content:
        '<h3>Crie sua conta</h3><ol><li>Toque em <strong>Cadastrar</strong> na página inicial.</li><li>Escolha um usuário e uma senha.</li><li>Digite o captcha e aceite os termos.</li></ol>',
    },
    {
      key: 'deposit',
      title: 'Depósitos',
      content:
        '<h3>Depósitos</h3><p>Abra <strong>Depósito</strong>, escolha a forma de pagamento e siga os passos. A maioria chega em até 5 minutos.</p>',
    },
    {
      key: 'withdraw',
      title: 'Saques',
      content:
        '<h3>Saques</h3><p>Os saques são processados 24 horas, geralmente em até 30 minutos. O rollover do bônus deve ser cumprido antes.</p>',
    },
    {
      key: 'responsible',
      title: 'Jogo responsável',
      content:
        '<h3>Jogo responsável</h3><p>Jogar deve ser divertido. Defina limites, faça pausas e nunca tente recuperar perdas. Precisa de ajuda? Escreva para <a href="mailto:care@example.com">care@example.com</a>.</p>',
    },
  ],
  promotions: {
    welcome: {
      title: 'Bônus de boas-vindas de 100%',
      summary: 'Dobre seu primeiro depósito, até {cur}5.000.',
      content:
        '<h3>Como funciona</h3><ul><li>Faça o primeiro depósito de pelo menos {cur}200.</li><li>Receba 100% de bônus até {cur}5.000.</li><li>Rollover: 15× o bônus em 30 dias.</li></ul><p>Um bônus por membro. <a href="/m/help?i=2">Ajuda com depósitos</a></p>',
    },
    reload: {
      title: 'Recarga diária de 10%',
      summary: '10% de bônus no primeiro depósito de cada dia.',
      content:
        '<h3>Todos os dias</h3><p>Ganhe 10% a mais no primeiro depósito do dia, até {cur}1.000. Rollover 8×.</p>',
    },
    cashback: {
      title: 'Cashback semanal de 5%',
      summary: 'Receba de volta 5% das perdas líquidas da semana toda segunda-feira.',
      content:
        '<h3>Cashback</h3><p>Toda segunda-feira devolvemos 5% das perdas líquidas da semana em slots e cassino ao vivo, até {cur}10.000. Sem rollover.</p>',
    },
    referral: {
      title: 'Convide amigos',
      summary: 'Ganhe {cur}100 por amigo que se cadastrar e depositar.',
      content:
        '<h3>Convide e ganhe</h3><p>Compartilhe seu link. Quando um amigo se cadastrar e depositar {cur}500 ou mais, vocês dois recebem {cur}100.</p>',
    },
  },
  inbox: [
    {
      key: 'welcome',
      title: 'Bem-vindo à {brand}',
      content:
        '<p>Olá! Sua conta está pronta. Veja as <a href="/m/activity">promoções</a> para o seu bônus de boas-vindas.</p>',
    },
    {
      key: 'security',
      title: 'Lembrete de segurança',
      content: '<p>Nunca compartilhe sua senha ou códigos SMS com ninguém, nem com nossa equipe.</p>',
    },
    {
      key: 'cashback',
      title: 'Seu cashback está chegando',
      content: '<p>O cashback semanal é creditado toda <strong>segunda-feira</strong>. Boa sorte nesta semana!</p>',
    },
  ],
};

const TY: LanguageContent = {
  notices: [
    {
      key: 'welcome',
      title: 'Maligayang pagdating sa {brand}',
      content:
        '<p>Maligayang pagdating sa <strong>{brand}</strong>! Mahigit 600 laro, araw-araw na promo at 24/7 na customer service ang naghihintay sa iyo.</p>',
    },
    {
      key: 'maintenance',
      title: 'Nakatakdang maintenance sa Martes',
      content:
        '<p>Magkakaroon ng maintenance ang aming payment partners sa <strong>Martes, 02:00 hanggang 04:00</strong>. Maaaring bumagal ang mga deposito sa oras na ito. Hindi apektado ang mga laro.</p>',
    },
    {
      key: 'promo',
      title: 'Bago: 100% welcome bonus',
      content:
        '<p>Mag-deposito sa unang pagkakataon at makakuha ng <strong>100% bonus hanggang {cur}5,000</strong>. <a href="/m/activity">Tingnan ang lahat ng promo</a>.</p>',
      promotion: 'welcome',
    },
    {
      key: 'safety',
      title: 'Maglaro nang responsable',
      content:
        '<p>Magtakda ng budget at magpahinga. Kung hindi na masaya ang laro, kausapin ang aming <a href="/m/help?i=4">support team</a>.</p>',
    },
  ],
  hot: [
    {
      key: 'jackpot',
      title: 'May nanalo ng jackpot ngayong linggo',
      content:
        '<p>Isang manlalaro ang nanalo ng <strong>{cur}1,250,000</strong> sa slot jackpot ngayong linggo. Ikaw na kaya ang susunod?</p>',
    },
    {
      key: 'live',
      title: 'Mga bagong live table',
      content: '<p>Sampung bagong live baccarat at roulette table ang bukas buong araw.</p>',
    },
  ],
  agent: [
    {
      key: 'commission',
      title: 'Iskedyul ng bayad sa komisyon',
      content: '<p>Ang komisyon ng nakaraang linggo ay binabayaran tuwing <strong>Lunes bago mag-12:00</strong>.</p>',
    },
    {
      key: 'tools',
      title: 'Mga bagong ulat ng team',
      content: '<p>Ipinapakita na ng ulat ng kita at lugi ng team ang araw-araw na kabuuan ng bawat miyembro.</p>',
    },
  ],
  popupMembers: [
    {
      key: 'reload',
      title: 'Araw-araw na reload bonus',
      content:
        '<p>Mag-deposito ngayon at makatanggap ng <strong>10% reload bonus</strong>. <a href="/m/activity">Kunin sa Promo</a>.</p>',
    },
    {
      key: 'secure',
      title: 'Panatilihing ligtas ang account',
      content:
        '<p>Hindi namin hihingin ang iyong password. Gumamit ng matibay na password sa <a href="/m/securityCenter">security center</a>.</p>',
    },
  ],
  popupVisitors: [
    {
      key: 'join',
      title: 'Sumali sa {brand} ngayon',
      content:
        '<p>Magrehistro sa loob ng isang minuto at makakuha ng <strong>100% welcome bonus</strong>. <a href="/m/register">Magrehistro na</a>.</p>',
    },
  ],
  popupFirstLogin: [
    {
      key: 'first',
      title: 'Maligayang pagsali!',
      content:
        '<p>Salamat sa pagsali sa {brand}. Simulan sa aming <a href="/m/activity">welcome offers</a> at basahin ang <a href="/m/help">help center</a>.</p>',
    },
  ],
  banners: {
    default: 'Maligayang pagdating sa {brand}',
    app: 'I-download ang {brand} app',
    'home-welcome': '100% welcome bonus hanggang {cur}5,000',
    'home-cashback': 'Lingguhang 5% cashback',
    'home-vip': 'Sumali ngayon at maglaro ng mahigit 600 laro',
    login: 'Mag-login at kunin ang araw-araw na bonus',
    register: 'Magrehistro na: 100% welcome bonus',
  },
  help: [
    {
      key: 'about',
      title: 'Tungkol sa {brand}',
      content:
        '<h3>Tungkol sa amin</h3><p>Nag-aalok ang {brand} ng slots, live casino, sports, fishing, poker at lottery mula sa mga lisensyadong provider.</p>',
    },
    {
      key: 'register',
      title: 'Paano magrehistro',
      content:
        '<h3>Gumawa ng account</h3><ol><li>I-tap ang <strong>Magrehistro</strong> sa home page.</li><li>Pumili ng username at password.</li><li>Ilagay ang captcha at tanggapin ang mga tuntunin.</li></ol>',
    },
    {
      key: 'deposit',
      title: 'Mga deposito',
      content:
        '<h3>Mga deposito</h3><p>Buksan ang <strong>Deposito</strong>, pumili ng paraan ng pagbabayad at sundin ang mga hakbang. Karamihan ay dumarating sa loob ng 5 minuto.</p>',
    },
    {
      key: 'withdraw',
      title: 'Mga withdrawal',
      content:
        '<h3>Mga withdrawal</h3><p>Pinoproseso ang withdrawal buong araw, kadalasan sa loob ng 30 minuto. Kailangang matapos muna ang bonus turnover.</p>',
    },
    {
      key: 'responsible',
      title: 'Responsableng paglalaro',
      content:
        '<h3>Responsableng paglalaro</h3><p>Dapat masaya ang paglalaro. Magtakda ng limitasyon, magpahinga at huwag habulin ang talo. Kailangan ng tulong? Sumulat sa <a href="mailto:care@example.com">care@example.com</a>.</p>',
    },
  ],
  promotions: {
    welcome: {
      title: '100% welcome bonus',
      summary: 'Doblehin ang unang deposito, hanggang {cur}5,000.',
      content:
        '<h3>Paano ito gumagana</h3><ul><li>Mag-deposito ng hindi bababa sa {cur}200 sa unang pagkakataon.</li><li>Makatanggap ng 100% bonus hanggang {cur}5,000.</li><li>Turnover: 15× ng bonus sa loob ng 30 araw.</li></ul><p>Isang bonus bawat miyembro. <a href="/m/help?i=2">Tulong sa deposito</a></p>',
    },
    reload: {
      title: 'Araw-araw na 10% reload',
      summary: '10% bonus sa unang deposito bawat araw.',
      content:
        '<h3>Araw-araw</h3><p>Makakuha ng 10% dagdag sa unang deposito ng araw, hanggang {cur}1,000. Turnover 8×.</p>',
    },
    cashback: {
      title: 'Lingguhang 5% cashback',
      summary: 'Ibalik ang 5% ng lingguhang net loss tuwing Lunes.',
      content:
        '<h3>Cashback</h3><p>Tuwing Lunes, ibinabalik namin ang 5% ng net loss ng nakaraang linggo sa slots at live casino, hanggang {cur}10,000. Walang turnover.</p>',
    },
    referral: {
      title: 'Mag-imbita ng kaibigan',
      summary: 'Kumita ng {cur}100 sa bawat kaibigang sumali at nag-deposito.',
      content:
        '<h3>Mag-imbita at kumita</h3><p>Ibahagi ang iyong link. Kapag nagrehistro at nag-deposito ang kaibigan ng {cur}500 o higit pa, pareho kayong makakatanggap ng {cur}100.</p>',
    },
  },
  inbox: [
    {
      key: 'welcome',
      title: 'Maligayang pagdating sa {brand}',
      content:
        '<p>Kumusta! Handa na ang iyong account. Tingnan ang <a href="/m/activity">mga promo</a> para sa iyong welcome bonus.</p>',
    },
    {
      key: 'security',
      title: 'Paalala sa seguridad',
      content: '<p>Huwag ibahagi kaninuman ang iyong password o SMS code, kahit sa aming staff.</p>',
    },
    {
      key: 'cashback',
      title: 'Parating na ang iyong cashback',
      content: '<p>Ang lingguhang cashback ay ibinibigay tuwing <strong>Lunes</strong>. Good luck ngayong linggo!</p>',
    },
  ],
};

export const contentByLanguage: Readonly<Record<'EN' | 'PT' | 'TY', LanguageContent>> = { EN, PT, TY };

/** `{brand}` and `{cur}` filled in. */
export function fill(text: string, brand: string, currency: string): string {
  return text.replaceAll('{brand}', brand).replaceAll('{cur}', currency);
}
