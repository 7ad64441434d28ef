/** Texts of the chat page and the operator's greeting, per language (English for the others). */
export interface ChatTexts {
  greeting: string;
  placeholder: string;
  send: string;
  back: string;
  you: string;
  support: string;
  expired: string;
  empty: string;
}

const texts: Record<string, ChatTexts> = {
  EN: {
    greeting: 'Hello! Welcome to live support. How can we help you today?',
    placeholder: 'Type your message',
    send: 'Send',
    back: 'Back to the site',
    you: 'You',
    support: 'Support',
    expired: 'This chat link has expired. Please open the chat again from the site.',
    empty: 'No messages yet.',
  },
  PT: {
    greeting: 'Olá! Bem-vindo ao atendimento ao vivo. Como podemos ajudar hoje?',
    placeholder: 'Digite sua mensagem',
    send: 'Enviar',
    back: 'Voltar ao site',
    you: 'Você',
    support: 'Atendimento',
    expired: 'Este link de chat expirou. Abra o chat novamente pelo site.',
    empty: 'Ainda não há mensagens.',
  },
  TY: {
    greeting: 'Kumusta! Maligayang pagdating sa live support. Paano ka namin matutulungan ngayon?',
    placeholder: 'I-type ang iyong mensahe',
    send: 'Ipadala',
    back: 'Bumalik sa site',
    you: 'Ikaw',
    support: 'Suporta',
    expired: 'Nag-expire na ang chat link na ito. Buksan muli ang chat mula sa site.',
    empty: 'Wala pang mensahe.',
  },
};

export function chatTexts(language: string): ChatTexts {
  return texts[language] ?? (texts['EN'] as ChatTexts);
}
