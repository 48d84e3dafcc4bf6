import {
  CONSENT_EXPLANATION,
  LANGUAGE_INFO,
  MESSAGES,
  NOTIFICATION_MAIL_TEXTS,
  REPRESENTATION_MESSAGES,
  REPRESENTATION_SERVICE_LABELS,
  type TLanguage,
  type TRepresentationService,
} from '@scouting/contract';
import { textToHtml } from './mail-html.ts';

/**
 * Every sentence the server mails, in each language (issue 31 §3): a mail goes in its recipient's
 * language, chosen when it is queued (mail-language.ts). English is the SPEC's wording and today's
 * mails word for word (the contract's constants where the web shows the same words); the product's
 * name stays as it is in every language.
 */
export type MailTexts = {
  verificationSubject: string;
  verificationWelcome: string;
  verificationAsk: string;
  verificationLinkLabel: string;
  verificationIgnore: string;
  resetSubject: string;
  resetIntro: string;
  resetChoose: string;
  resetLinkLabel: string;
  resetValidity: string;
  resetIgnore: string;
  lockedSubject: string;
  lockedIntro: (minutes: number) => string;
  lockedAdvice: string;
  lockedLinkLabel: string;
  consentSubject: (childName: string) => string;
  consentHello: string;
  consentIntro: (childName: string, username: string) => string;
  consentTagline: string;
  consentWhy: string;
  consentShown: string;
  consentContact: string;
  consentValidity: string;
  consentConfirm: string;
  consentRefuse: string;
  consentIgnore: string;
  settingsHint: (settingsLink: string) => string;
  unreadSubject: (senderName: string) => string;
  unreadBody: (senderName: string, count: number, conversationLink: string) => string;
  notificationBody: (line: string, link: string | null) => string;
  digestSubject: (count: number) => string;
  digestIntro: string;
  digestMore: (count: number) => string;
  digestUnsubscribe: (link: string) => string;
  approvalSubject: (childFirstName: string) => string;
  approvalIntro: (agentName: string, agencyName: string | null, childFirstName: string) => string;
  approvalWords: (requestMessage: string | null) => string;
  approvalKept: string;
  approvalWithdrawIntro: string;
  approvalLinkLabel: string;
  approvalNothingToDo: string;
  trialSubject: (childName: string) => string;
  trialIntro: (posterName: string, childName: string, post: string) => string;
  /** When the trial starts, in UTC (the venue's time zone is not known), in the language's own format. */
  trialWhen: (startsAt: Date) => string;
  trialWhere: (venue: string) => string;
  trialDetails: (posterName: string, details: string) => string;
  trialAnswer: (childName: string) => string;
  trialGoWith: string;
  guardianSubject: (childName: string) => string;
  guardianIntro: (childName: string, agentName: string, agencyName: string | null) => string;
  guardianDuration: (months: number) => string;
  guardianExclusive: (exclusive: boolean) => string;
  guardianFee: (percent: number) => string;
  guardianServices: (services: readonly TRepresentationService[]) => string;
  guardianMessage: (message: string) => string;
  guardianEnding: string;
  guardianReadTerms: string;
  guardianIgnore: string;
};

/** A fee in percent through Intl (`5,5 %` in French, Arabic's own digits and sign). */
function percent(language: TLanguage, value: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** The services an agreement covers, named in `language` and listed as the language lists. */
function listServices(
  language: TLanguage,
  labels: Record<TRepresentationService, string>,
  services: readonly TRepresentationService[],
): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(services.map((service) => labels[service]));
}

/** A date and time in UTC through Intl, in `language`'s own order and words. */
function utcDateTime(language: TLanguage, at: Date): string {
  const formatted = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${formatted} UTC`;
}

const NAME = MESSAGES.productName;

/** The plural form of `count` in `language` (Arabic has six, French counts 0 and 1 as one). */
function plural(
  language: TLanguage,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  return form.replace('#', new Intl.NumberFormat(language).format(count));
}

const SERVICES_ES: Record<TRepresentationService, string> = {
  employment_contract: 'negociar contratos de trabajo con clubes',
  transfer: 'negociar traspasos e inscripciones',
  career_guidance: 'orientación y planificación de la carrera',
  trials: 'buscar y organizar pruebas',
  relocation: 'ayuda con la mudanza, los visados y los trámites',
};

const SERVICES_PT_BR: Record<TRepresentationService, string> = {
  employment_contract: 'negociar contratos de trabalho com clubes',
  transfer: 'negociar transferências e registros',
  career_guidance: 'orientação e planejamento de carreira',
  trials: 'encontrar e organizar peneiras',
  relocation: 'ajuda com mudança, vistos e documentação',
};

const SERVICES_FR: Record<TRepresentationService, string> = {
  employment_contract: 'négocier les contrats de travail avec les clubs',
  transfer: 'négocier les transferts et les enregistrements',
  career_guidance: 'conseil et planification de carrière',
  trials: 'trouver et organiser des essais',
  relocation: 'aide au déménagement, aux visas et aux démarches',
};

const SERVICES_AR: Record<TRepresentationService, string> = {
  employment_contract: 'التفاوض على عقود العمل مع الأندية',
  transfer: 'التفاوض على الانتقالات والتسجيل',
  career_guidance: 'الإرشاد المهني والتخطيط',
  trials: 'إيجاد تجارب الأداء وترتيبها',
  relocation: 'المساعدة في الانتقال والتأشيرات والأوراق',
};

const en: MailTexts = {
  verificationSubject: 'Verify your e-mail address',
  verificationWelcome: `Welcome to ${NAME}.`,
  verificationAsk: 'Please verify your e-mail address to complete your registration:',
  verificationLinkLabel: 'Verify my e-mail address',
  verificationIgnore: 'If you did not sign up, you can ignore this mail.',
  resetSubject: 'Reset your password',
  resetIntro: `Someone asked to reset the password of your ${NAME} account.`,
  resetChoose: 'Choose a new password here (the link is valid for one hour):',
  resetLinkLabel: 'Choose a new password',
  resetValidity: '(the link is valid for one hour).',
  resetIgnore: 'If it was not you, you can ignore this mail.',
  lockedSubject: MESSAGES.accountLockedMailSubject,
  lockedIntro: (minutes) =>
    `Someone failed to sign in to your ${NAME} account too many times, so it is locked for ${minutes === 1 ? 'a minute' : `${minutes} minutes`}. If the failures go on, each lock lasts longer.`,
  lockedAdvice:
    'If it was you, wait and try again. If it was not you, your password may be known: choose a new one with "Forgot Password? Reset Here" on the login page (a new password lifts the lock at once), and turn on two-factor sign-in under Settings. We send this mail at most once a day.',
  lockedLinkLabel: 'Open the login page',
  consentSubject: (childName) => `Please confirm ${childName}’s account on ${NAME}`,
  consentHello: 'Hello,',
  consentIntro: (childName, username) =>
    `${childName} (username "${username}") has created a player account on ${NAME} and gave your e-mail address as their parent or guardian.`,
  consentTagline: MESSAGES.tagline,
  consentWhy: CONSENT_EXPLANATION.why,
  consentShown: `What is shown, and to whom: ${CONSENT_EXPLANATION.shown}`,
  consentContact: `Contact: ${CONSENT_EXPLANATION.contact}`,
  consentValidity: 'This link is valid for 7 days and can be used once.',
  consentConfirm: 'Confirm the account',
  consentRefuse: 'Refuse and ask us to close the account',
  consentIgnore: 'If you do not know this child or this network, choose refuse or ignore this mail.',
  settingsHint: NOTIFICATION_MAIL_TEXTS.settingsHint,
  unreadSubject: NOTIFICATION_MAIL_TEXTS.unreadSubject,
  unreadBody: NOTIFICATION_MAIL_TEXTS.unreadBody,
  notificationBody: NOTIFICATION_MAIL_TEXTS.notificationBody,
  digestSubject: NOTIFICATION_MAIL_TEXTS.digestSubject,
  digestIntro: NOTIFICATION_MAIL_TEXTS.digestIntro,
  digestMore: (count) => `…and ${count} more in the bell.`,
  digestUnsubscribe: NOTIFICATION_MAIL_TEXTS.digestUnsubscribe,
  approvalSubject: (childFirstName) => `An agent may now message ${childFirstName} on ${NAME}`,
  approvalIntro: (agentName, agencyName, childFirstName) =>
    `Our admins have approved a request from the football agent ${agentName}${agencyName ? ` of the agency ${agencyName}` : ''} to message ${childFirstName} on ${NAME}.`,
  approvalWords: (requestMessage) =>
    requestMessage
      ? `In their own words, the agent wrote: "${requestMessage}"`
      : 'The agent did not add a message to the request.',
  approvalKept:
    'Every message the agent sends is kept on record and is never deleted, so our admins can check the conversation if anything goes wrong.',
  approvalWithdrawIntro:
    'If you do not want this agent to contact your child, you can withdraw the approval at once, without an account:',
  approvalLinkLabel: 'Withdraw the approval',
  approvalNothingToDo: 'If the approval is fine with you, there is nothing to do.',
  trialSubject: (childName) => `${childName} is invited to a trial on ${NAME}`,
  trialIntro: (posterName, childName, post) =>
    `${posterName} has invited ${childName} to a trial on ${NAME}, after ${childName} applied to their opportunity: "${post}".`,
  // English keeps the format it always had.
  trialWhen: (startsAt) => `When: ${startsAt.toUTCString().replace(' GMT', ' UTC')}`,
  trialWhere: (venue) => `Where: ${venue}`,
  trialDetails: (posterName, details) => `Details from ${posterName}: ${details}`,
  trialAnswer: (childName) =>
    `${childName} can accept or decline the invitation on their applications page. The event is attached for your calendar.`,
  trialGoWith: 'Please go with your child, or make sure a trusted adult does.',
  guardianSubject: (childName) => `Please confirm or refuse ${childName}'s agreement with an agent on ${NAME}`,
  guardianIntro: (childName, agentName, agencyName) =>
    `${childName} has accepted an offer from the football agent ${agentName}${agencyName ? ` of the agency ${agencyName}` : ''} to represent them, on ${NAME}. Because ${childName} is under 18, the agreement only starts if you confirm it as their parent or guardian.`,
  guardianDuration: (months) =>
    `Duration: ${months} months from the day you confirm. It ends by itself and is never renewed without a new agreement.`,
  guardianExclusive: (exclusive) =>
    `Exclusive: ${exclusive ? `yes. ${REPRESENTATION_MESSAGES.exclusiveHelp}` : 'no. Other agents may also represent your child.'}`,
  guardianFee: (feePercent) =>
    `Fee: ${REPRESENTATION_MESSAGES.feeSummary(feePercent)}. ${REPRESENTATION_MESSAGES.feeRule}`,
  guardianServices: (services) =>
    `Services: ${services.map((service) => REPRESENTATION_SERVICE_LABELS[service]).join('; ')}.`,
  guardianMessage: (message) => `The agent's message: "${message}"`,
  guardianEnding:
    'Either side can end the agreement at any time from the network. This link can be used once and is valid for 14 days.',
  guardianReadTerms: 'Read the terms and confirm or refuse',
  guardianIgnore: 'If you do not know this agent, choose refuse.',
};

const es: MailTexts = {
  verificationSubject: 'Verifica tu dirección de correo electrónico',
  verificationWelcome: `Te damos la bienvenida a ${NAME}.`,
  verificationAsk: 'Verifica tu dirección de correo electrónico para completar tu registro:',
  verificationLinkLabel: 'Verificar mi dirección de correo',
  verificationIgnore: 'Si no te registraste, puedes ignorar este correo.',
  resetSubject: 'Restablece tu contraseña',
  resetIntro: `Alguien pidió restablecer la contraseña de tu cuenta de ${NAME}.`,
  resetChoose: 'Elige una contraseña nueva aquí (el enlace es válido durante una hora):',
  resetLinkLabel: 'Elegir una contraseña nueva',
  resetValidity: '(el enlace es válido durante una hora).',
  resetIgnore: 'Si no fuiste tú, puedes ignorar este correo.',
  lockedSubject: 'Tu cuenta se bloqueó tras varios inicios de sesión fallidos',
  lockedIntro: (minutes) =>
    `Alguien falló demasiadas veces al iniciar sesión en tu cuenta de ${NAME}, así que está bloqueada durante ${plural('es', minutes, { one: 'un minuto', other: '# minutos' })}. Si los fallos continúan, cada bloqueo dura más.`,
  lockedAdvice:
    'Si fuiste tú, espera e inténtalo de nuevo. Si no fuiste tú, puede que alguien conozca tu contraseña: elige una nueva con «¿Olvidaste tu contraseña? Restablécela aquí» en la página de inicio de sesión (una contraseña nueva levanta el bloqueo al instante) y activa el inicio de sesión en dos pasos en Ajustes. Enviamos este correo como máximo una vez al día.',
  lockedLinkLabel: 'Abrir la página de inicio de sesión',
  consentSubject: (childName) => `Confirma la cuenta de ${childName} en ${NAME}`,
  consentHello: 'Hola:',
  consentIntro: (childName, username) =>
    `${childName} (usuario «${username}») ha creado una cuenta de jugador en ${NAME} y ha indicado tu dirección de correo como la de su madre, padre o tutor.`,
  consentTagline: 'Una plataforma digital para mostrar habilidades, encontrar oportunidades y fichar talento.',
  consentWhy:
    'Como tu hijo o hija es menor de 18 años, necesitamos tu consentimiento antes de que pueda postularse a oportunidades, enviar mensajes o subir fotos y documentos.',
  consentShown:
    'Qué se muestra y a quién: el perfil, los vídeos y el lugar en la videoteca de tu hijo o hija solo los ven los administradores de la red y los agentes cuya licencia ha verificado un administrador, y solo después de que tú confirmes. Los demás miembros no ven a tu hijo o hija en absoluto. Nadie salvo los administradores ve nunca su correo, tu correo, la fecha de nacimiento exacta ni ningún documento; los agentes ven la edad como un número.',
  consentContact:
    'Contacto: un agente solo puede escribir a tu hijo o hija después de que un administrador apruebe una solicitud. Cuando eso ocurre, te enviamos un correo con el nombre del agente y puedes revocar la aprobación al instante. Los mensajes que los agentes envían a tu hijo o hija se conservan.',
  consentValidity: 'Este enlace es válido durante 7 días y se puede usar una sola vez.',
  consentConfirm: 'Confirmar la cuenta',
  consentRefuse: 'Rechazar y pedirnos que cerremos la cuenta',
  consentIgnore: 'Si no conoces a este niño o niña ni esta red, elige rechazar o ignora este correo.',
  settingsHint: (link) => `Recibes este correo por tus preferencias de notificación. Cámbialas en Ajustes: ${link}`,
  unreadSubject: (senderName) => `Mensajes sin leer de ${senderName}`,
  unreadBody: (senderName, count, link) =>
    `${senderName} te ha enviado ${plural('es', count, { one: 'un mensaje', other: '# mensajes' })} en ${NAME} que aún no has leído.\n\nLéelos y responde aquí:\n${link}`,
  notificationBody: (line, link) => (link ? `${line}\n\nÁbrelo aquí:\n${link}` : line),
  digestSubject: (count) =>
    `Tu resumen diario: ${plural('es', count, { one: '1 notificación', other: '# notificaciones' })} en ${NAME}`,
  digestIntro: 'Esto es lo que ha pasado desde tu último resumen:',
  digestMore: (count) => `…y ${count} más en la campana.`,
  digestUnsubscribe: (link) => `Deja de recibir estos resúmenes diarios con un clic: ${link}`,
  approvalSubject: (childFirstName) => `Un agente ya puede escribir a ${childFirstName} en ${NAME}`,
  approvalIntro: (agentName, agencyName, childFirstName) =>
    `Nuestros administradores han aprobado una solicitud del agente de fútbol ${agentName}${agencyName ? ` de la agencia ${agencyName}` : ''} para escribir a ${childFirstName} en ${NAME}.`,
  approvalWords: (requestMessage) =>
    requestMessage
      ? `Con sus propias palabras, el agente escribió: «${requestMessage}»`
      : 'El agente no añadió ningún mensaje a la solicitud.',
  approvalKept:
    'Cada mensaje que envía el agente queda registrado y nunca se borra, para que nuestros administradores puedan revisar la conversación si algo sale mal.',
  approvalWithdrawIntro:
    'Si no quieres que este agente contacte con tu hijo o hija, puedes retirar la aprobación al instante, sin cuenta:',
  approvalLinkLabel: 'Retirar la aprobación',
  approvalNothingToDo: 'Si te parece bien la aprobación, no tienes que hacer nada.',
  trialSubject: (childName) => `${childName} tiene una invitación a una prueba en ${NAME}`,
  trialIntro: (posterName, childName, post) =>
    `${posterName} ha invitado a ${childName} a una prueba en ${NAME}, después de que ${childName} se postulara a su oportunidad: «${post}».`,
  trialWhen: (startsAt) => `Cuándo: ${utcDateTime('es', startsAt)}`,
  trialWhere: (venue) => `Dónde: ${venue}`,
  trialDetails: (posterName, details) => `Detalles de ${posterName}: ${details}`,
  trialAnswer: (childName) =>
    `${childName} puede aceptar o rechazar la invitación en su página de postulaciones. El evento va adjunto para tu calendario.`,
  trialGoWith: 'Acompaña a tu hijo o hija, o asegúrate de que lo haga un adulto de confianza.',
  guardianSubject: (childName) => `Confirma o rechaza el acuerdo de ${childName} con un agente en ${NAME}`,
  guardianIntro: (childName, agentName, agencyName) =>
    `${childName} ha aceptado una oferta del agente de fútbol ${agentName}${agencyName ? ` de la agencia ${agencyName}` : ''} para representarle en ${NAME}. Como ${childName} es menor de 18 años, el acuerdo solo empieza si tú lo confirmas como su madre, padre o tutor.`,
  guardianDuration: (months) =>
    `Duración: ${plural('es', months, { one: '1 mes', other: '# meses' })} desde el día en que confirmes. Termina por sí solo y nunca se renueva sin un acuerdo nuevo.`,
  guardianExclusive: (exclusive) =>
    `Exclusivo: ${exclusive ? 'sí. Un acuerdo exclusivo significa que ningún otro agente representa al jugador mientras dure.' : 'no. Otros agentes también pueden representar a tu hijo o hija.'}`,
  guardianFee: (feePercent) =>
    `Comisión: ${percent('es', feePercent)} de la remuneración del jugador. La FIFA limita la comisión de un agente por representar a un jugador al 5 % de su remuneración (3 % sobre la parte que supere 200 000 USD al año): Reglamento de Agentes de Fútbol de la FIFA, artículo 15.`,
  guardianServices: (services) => `Servicios: ${listServices('es', SERVICES_ES, services)}.`,
  guardianMessage: (message) => `El mensaje del agente: «${message}»`,
  guardianEnding:
    'Cualquiera de las partes puede terminar el acuerdo en cualquier momento desde la red. Este enlace se puede usar una vez y es válido durante 14 días.',
  guardianReadTerms: 'Lee las condiciones y confirma o rechaza',
  guardianIgnore: 'Si no conoces a este agente, elige rechazar.',
};

const ptBR: MailTexts = {
  verificationSubject: 'Confirme seu endereço de e-mail',
  verificationWelcome: `Boas-vindas à ${NAME}.`,
  verificationAsk: 'Confirme seu endereço de e-mail para concluir seu cadastro:',
  verificationLinkLabel: 'Confirmar meu endereço de e-mail',
  verificationIgnore: 'Se você não se cadastrou, pode ignorar este e-mail.',
  resetSubject: 'Redefina sua senha',
  resetIntro: `Alguém pediu para redefinir a senha da sua conta na ${NAME}.`,
  resetChoose: 'Escolha uma nova senha aqui (o link vale por uma hora):',
  resetLinkLabel: 'Escolher uma nova senha',
  resetValidity: '(o link vale por uma hora).',
  resetIgnore: 'Se não foi você, pode ignorar este e-mail.',
  lockedSubject: 'Sua conta foi bloqueada após tentativas de login malsucedidas',
  lockedIntro: (minutes) =>
    `Alguém errou o login na sua conta da ${NAME} vezes demais, então ela está bloqueada por ${plural('pt-BR', minutes, { one: 'um minuto', other: '# minutos' })}. Se os erros continuarem, cada bloqueio dura mais.`,
  lockedAdvice:
    'Se foi você, espere e tente de novo. Se não foi você, sua senha pode ser conhecida: escolha uma nova em "Esqueceu a senha? Redefina aqui" na página de login (uma nova senha remove o bloqueio na hora) e ative o login em duas etapas em Configurações. Enviamos este e-mail no máximo uma vez por dia.',
  lockedLinkLabel: 'Abrir a página de login',
  consentSubject: (childName) => `Confirme a conta de ${childName} na ${NAME}`,
  consentHello: 'Olá,',
  consentIntro: (childName, username) =>
    `${childName} (usuário "${username}") criou uma conta de jogador na ${NAME} e informou seu endereço de e-mail como o do pai, da mãe ou do responsável.`,
  consentTagline: 'Uma plataforma digital para mostrar habilidades, encontrar oportunidades e contratar talentos.',
  consentWhy:
    'Como seu filho ou filha tem menos de 18 anos, precisamos do seu consentimento antes que possa se candidatar a oportunidades, enviar mensagens ou enviar fotos e documentos.',
  consentShown:
    'O que é mostrado, e a quem: o perfil, os vídeos e o lugar no banco de vídeos do seu filho ou filha ficam visíveis apenas para os administradores da rede e para agentes cuja licença um administrador verificou, e só depois que você confirmar. Os outros membros não veem seu filho ou filha. Ninguém além dos administradores vê o e-mail dele ou dela, o seu e-mail, a data de nascimento exata ou qualquer documento; os agentes veem a idade como um número.',
  consentContact:
    'Contato: um agente só pode enviar mensagens ao seu filho ou filha depois que um administrador aprovar um pedido. Quando isso acontece, enviamos um e-mail a você com o nome do agente, e você pode revogar a aprovação na hora. As mensagens que os agentes enviam ao seu filho ou filha são guardadas.',
  consentValidity: 'Este link vale por 7 dias e pode ser usado uma vez.',
  consentConfirm: 'Confirmar a conta',
  consentRefuse: 'Recusar e pedir que encerremos a conta',
  consentIgnore: 'Se você não conhece esta criança ou esta rede, escolha recusar ou ignore este e-mail.',
  settingsHint: (link) =>
    `Você recebe este e-mail por causa das suas preferências de notificação. Altere-as em Configurações: ${link}`,
  unreadSubject: (senderName) => `Mensagens não lidas de ${senderName}`,
  unreadBody: (senderName, count, link) =>
    `${senderName} enviou a você ${plural('pt-BR', count, { one: 'uma mensagem', other: '# mensagens' })} na ${NAME} que você ainda não leu.\n\nLeia e responda aqui:\n${link}`,
  notificationBody: (line, link) => (link ? `${line}\n\nAbra aqui:\n${link}` : line),
  digestSubject: (count) =>
    `Seu resumo diário: ${plural('pt-BR', count, { one: '1 notificação', other: '# notificações' })} na ${NAME}`,
  digestIntro: 'Veja o que aconteceu desde o seu último resumo:',
  digestMore: (count) => `…e mais ${count} no sino.`,
  digestUnsubscribe: (link) => `Pare de receber estes resumos diários com um clique: ${link}`,
  approvalSubject: (childFirstName) => `Um agente agora pode enviar mensagens a ${childFirstName} na ${NAME}`,
  approvalIntro: (agentName, agencyName, childFirstName) =>
    `Nossos administradores aprovaram um pedido do agente de futebol ${agentName}${agencyName ? ` da agência ${agencyName}` : ''} para enviar mensagens a ${childFirstName} na ${NAME}.`,
  approvalWords: (requestMessage) =>
    requestMessage
      ? `Com as próprias palavras, o agente escreveu: "${requestMessage}"`
      : 'O agente não acrescentou uma mensagem ao pedido.',
  approvalKept:
    'Cada mensagem que o agente envia fica registrada e nunca é apagada, para que nossos administradores possam verificar a conversa se algo der errado.',
  approvalWithdrawIntro:
    'Se você não quer que este agente entre em contato com seu filho ou filha, pode retirar a aprovação na hora, sem conta:',
  approvalLinkLabel: 'Retirar a aprovação',
  approvalNothingToDo: 'Se a aprovação estiver boa para você, não há nada a fazer.',
  trialSubject: (childName) => `${childName} foi convidado para uma peneira na ${NAME}`,
  trialIntro: (posterName, childName, post) =>
    `${posterName} convidou ${childName} para uma peneira na ${NAME}, depois que ${childName} se candidatou à oportunidade: "${post}".`,
  trialWhen: (startsAt) => `Quando: ${utcDateTime('pt-BR', startsAt)}`,
  trialWhere: (venue) => `Onde: ${venue}`,
  trialDetails: (posterName, details) => `Detalhes de ${posterName}: ${details}`,
  trialAnswer: (childName) =>
    `${childName} pode aceitar ou recusar o convite na página de candidaturas. O evento vai anexado para a sua agenda.`,
  trialGoWith: 'Vá com seu filho ou filha, ou garanta que um adulto de confiança vá.',
  guardianSubject: (childName) => `Confirme ou recuse o acordo de ${childName} com um agente na ${NAME}`,
  guardianIntro: (childName, agentName, agencyName) =>
    `${childName} aceitou uma oferta do agente de futebol ${agentName}${agencyName ? ` da agência ${agencyName}` : ''} para representá-lo na ${NAME}. Como ${childName} tem menos de 18 anos, o acordo só começa se você confirmá-lo como pai, mãe ou responsável.`,
  guardianDuration: (months) =>
    `Duração: ${plural('pt-BR', months, { one: '1 mês', other: '# meses' })} a partir do dia em que você confirmar. Termina sozinho e nunca é renovado sem um novo acordo.`,
  guardianExclusive: (exclusive) =>
    `Exclusivo: ${exclusive ? 'sim. Um acordo exclusivo significa que nenhum outro agente representa o jogador enquanto ele durar.' : 'não. Outros agentes também podem representar seu filho ou filha.'}`,
  guardianFee: (feePercent) =>
    `Comissão: ${percent('pt-BR', feePercent)} da remuneração do jogador. A FIFA limita a comissão de um agente por representar um jogador a 5% da remuneração do jogador (3% sobre a parte acima de US$ 200.000 por ano): Regulamento de Agentes de Futebol da FIFA, artigo 15.`,
  guardianServices: (services) => `Serviços: ${listServices('pt-BR', SERVICES_PT_BR, services)}.`,
  guardianMessage: (message) => `A mensagem do agente: "${message}"`,
  guardianEnding:
    'Qualquer uma das partes pode encerrar o acordo a qualquer momento pela rede. Este link pode ser usado uma vez e vale por 14 dias.',
  guardianReadTerms: 'Leia os termos e confirme ou recuse',
  guardianIgnore: 'Se você não conhece este agente, escolha recusar.',
};

const fr: MailTexts = {
  verificationSubject: 'Vérifiez votre adresse e-mail',
  verificationWelcome: `Bienvenue sur ${NAME}.`,
  verificationAsk: 'Veuillez vérifier votre adresse e-mail pour terminer votre inscription :',
  verificationLinkLabel: 'Vérifier mon adresse e-mail',
  verificationIgnore: 'Si vous ne vous êtes pas inscrit, vous pouvez ignorer ce message.',
  resetSubject: 'Réinitialisez votre mot de passe',
  resetIntro: `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${NAME}.`,
  resetChoose: 'Choisissez un nouveau mot de passe ici (le lien est valable une heure) :',
  resetLinkLabel: 'Choisir un nouveau mot de passe',
  resetValidity: '(le lien est valable une heure).',
  resetIgnore: 'Si ce n’était pas vous, vous pouvez ignorer ce message.',
  lockedSubject: 'Votre compte a été verrouillé après des connexions échouées',
  lockedIntro: (minutes) =>
    `Quelqu’un a échoué trop de fois à se connecter à votre compte ${NAME} : il est donc verrouillé pendant ${plural('fr', minutes, { one: 'une minute', other: '# minutes' })}. Si les échecs continuent, chaque verrouillage dure plus longtemps.`,
  lockedAdvice:
    'Si c’était vous, patientez puis réessayez. Sinon, votre mot de passe est peut-être connu : choisissez-en un nouveau avec « Mot de passe oublié ? Réinitialisez-le ici » sur la page de connexion (un nouveau mot de passe lève le verrouillage aussitôt) et activez la connexion en deux étapes dans Paramètres. Nous envoyons ce message au plus une fois par jour.',
  lockedLinkLabel: 'Ouvrir la page de connexion',
  consentSubject: (childName) => `Veuillez confirmer le compte de ${childName} sur ${NAME}`,
  consentHello: 'Bonjour,',
  consentIntro: (childName, username) =>
    `${childName} (nom d’utilisateur « ${username} ») a créé un compte de joueur sur ${NAME} et a donné votre adresse e-mail comme celle de son parent ou tuteur.`,
  consentTagline: 'Une plateforme numérique pour montrer son talent, trouver des opportunités et recruter des talents.',
  consentWhy:
    'Comme votre enfant a moins de 18 ans, nous avons besoin de votre consentement avant qu’il puisse postuler à des opportunités, envoyer des messages ou mettre en ligne des photos et des documents.',
  consentShown:
    'Ce qui est montré, et à qui : le profil, les vidéos et la place dans la vidéothèque de votre enfant ne sont visibles que par les administrateurs du réseau et par les agents dont un administrateur a vérifié la licence, et seulement après votre confirmation. Les autres membres ne voient pas du tout votre enfant. Personne d’autre que les administrateurs ne voit jamais l’e-mail de votre enfant, le vôtre, la date de naissance exacte ni aucun document ; les agents voient l’âge sous forme de nombre.',
  consentContact:
    'Contact : un agent ne peut écrire à votre enfant qu’après qu’un administrateur a approuvé une demande. Dans ce cas, nous vous écrivons en nommant l’agent, et vous pouvez révoquer l’approbation aussitôt. Les messages que les agents envoient à votre enfant sont conservés.',
  consentValidity: 'Ce lien est valable 7 jours et ne peut servir qu’une fois.',
  consentConfirm: 'Confirmer le compte',
  consentRefuse: 'Refuser et nous demander de fermer le compte',
  consentIgnore: 'Si vous ne connaissez ni cet enfant ni ce réseau, choisissez de refuser ou ignorez ce message.',
  settingsHint: (link) =>
    `Vous recevez ce message en raison de vos préférences de notification. Modifiez-les dans Paramètres : ${link}`,
  unreadSubject: (senderName) => `Messages non lus de ${senderName}`,
  unreadBody: (senderName, count, link) =>
    `${senderName} vous a envoyé ${plural('fr', count, { one: 'un message', other: '# messages' })} sur ${NAME} que vous n’avez pas encore lu${count === 1 ? '' : 's'}.\n\nLisez et répondez ici :\n${link}`,
  notificationBody: (line, link) => (link ? `${line}\n\nOuvrez-la ici :\n${link}` : line),
  digestSubject: (count) =>
    `Votre résumé du jour : ${plural('fr', count, { one: '# notification', other: '# notifications' })} sur ${NAME}`,
  digestIntro: 'Voici ce qui s’est passé depuis votre dernier résumé :',
  digestMore: (count) => `…et ${count} de plus dans la cloche.`,
  digestUnsubscribe: (link) => `Arrêtez ces résumés quotidiens en un clic : ${link}`,
  approvalSubject: (childFirstName) => `Un agent peut désormais écrire à ${childFirstName} sur ${NAME}`,
  approvalIntro: (agentName, agencyName, childFirstName) =>
    `Nos administrateurs ont approuvé une demande de l’agent de football ${agentName}${agencyName ? ` de l’agence ${agencyName}` : ''} pour écrire à ${childFirstName} sur ${NAME}.`,
  approvalWords: (requestMessage) =>
    requestMessage
      ? `Avec ses propres mots, l’agent a écrit : « ${requestMessage} »`
      : 'L’agent n’a pas ajouté de message à sa demande.',
  approvalKept:
    'Chaque message envoyé par l’agent est conservé et n’est jamais supprimé, afin que nos administrateurs puissent vérifier la conversation en cas de problème.',
  approvalWithdrawIntro:
    'Si vous ne voulez pas que cet agent contacte votre enfant, vous pouvez retirer l’approbation aussitôt, sans compte :',
  approvalLinkLabel: 'Retirer l’approbation',
  approvalNothingToDo: 'Si l’approbation vous convient, vous n’avez rien à faire.',
  trialSubject: (childName) => `${childName} est invité à un essai sur ${NAME}`,
  trialIntro: (posterName, childName, post) =>
    `${posterName} a invité ${childName} à un essai sur ${NAME}, après que ${childName} a postulé à son opportunité : « ${post} ».`,
  trialWhen: (startsAt) => `Quand : ${utcDateTime('fr', startsAt)}`,
  trialWhere: (venue) => `Où : ${venue}`,
  trialDetails: (posterName, details) => `Précisions de ${posterName} : ${details}`,
  trialAnswer: (childName) =>
    `${childName} peut accepter ou refuser l’invitation sur sa page de candidatures. L’événement est joint pour votre agenda.`,
  trialGoWith: 'Accompagnez votre enfant, ou assurez-vous qu’un adulte de confiance le fasse.',
  guardianSubject: (childName) => `Veuillez confirmer ou refuser l’accord de ${childName} avec un agent sur ${NAME}`,
  guardianIntro: (childName, agentName, agencyName) =>
    `${childName} a accepté l’offre de l’agent de football ${agentName}${agencyName ? ` de l’agence ${agencyName}` : ''} de le représenter, sur ${NAME}. Comme ${childName} a moins de 18 ans, l’accord ne commence que si vous le confirmez en tant que parent ou tuteur.`,
  guardianDuration: (months) =>
    `Durée : ${plural('fr', months, { one: '# mois', other: '# mois' })} à partir du jour où vous confirmez. Il prend fin de lui-même et n’est jamais renouvelé sans nouvel accord.`,
  guardianExclusive: (exclusive) =>
    `Exclusif : ${exclusive ? 'oui. Un accord exclusif signifie qu’aucun autre agent ne représente le joueur tant qu’il dure.' : 'non. D’autres agents peuvent aussi représenter votre enfant.'}`,
  guardianFee: (feePercent) =>
    `Commission : ${percent('fr', feePercent)} de la rémunération du joueur. La FIFA plafonne la commission d’un agent pour la représentation d’un joueur à 5 % de sa rémunération (3 % sur la part au-delà de 200 000 USD par an) : Règlement de la FIFA sur les agents de football, article 15.`,
  guardianServices: (services) => `Services : ${listServices('fr', SERVICES_FR, services)}.`,
  guardianMessage: (message) => `Le message de l’agent : « ${message} »`,
  guardianEnding:
    'Chaque partie peut mettre fin à l’accord à tout moment depuis le réseau. Ce lien ne peut servir qu’une fois et est valable 14 jours.',
  guardianReadTerms: 'Lire les conditions et confirmer ou refuser',
  guardianIgnore: 'Si vous ne connaissez pas cet agent, choisissez de refuser.',
};

const ar: MailTexts = {
  verificationSubject: 'أكّد عنوان بريدك الإلكتروني',
  verificationWelcome: `مرحبًا بك في ${NAME}.`,
  verificationAsk: 'يُرجى تأكيد عنوان بريدك الإلكتروني لإكمال التسجيل:',
  verificationLinkLabel: 'تأكيد عنوان بريدي الإلكتروني',
  verificationIgnore: 'إن لم تكن أنت من أنشأ الحساب، يمكنك تجاهل هذه الرسالة.',
  resetSubject: 'أعد تعيين كلمة المرور',
  resetIntro: `طلب أحدهم إعادة تعيين كلمة مرور حسابك في ${NAME}.`,
  resetChoose: 'اختر كلمة مرور جديدة من هنا (الرابط صالح لمدة ساعة واحدة):',
  resetLinkLabel: 'اختيار كلمة مرور جديدة',
  resetValidity: '(الرابط صالح لمدة ساعة واحدة).',
  resetIgnore: 'إن لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
  lockedSubject: 'قُفل حسابك بعد محاولات دخول فاشلة',
  lockedIntro: (minutes) =>
    `فشل أحدهم في تسجيل الدخول إلى حسابك في ${NAME} مرات كثيرة، لذلك قُفل الحساب لمدة ${plural('ar', minutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', other: '# دقيقة' })}. إذا استمرت المحاولات الفاشلة، يطول كل قفل أكثر.`,
  lockedAdvice:
    'إن كنت أنت، انتظر ثم حاول مجددًا. وإن لم تكن أنت، فقد تكون كلمة مرورك معروفة: اختر كلمة جديدة عبر «نسيت كلمة المرور؟ أعد تعيينها هنا» في صفحة تسجيل الدخول (كلمة المرور الجديدة ترفع القفل فورًا)، وفعّل تسجيل الدخول بخطوتين من الإعدادات. نرسل هذه الرسالة مرة واحدة في اليوم على الأكثر.',
  lockedLinkLabel: 'فتح صفحة تسجيل الدخول',
  consentSubject: (childName) => `يُرجى تأكيد حساب ${childName} في ${NAME}`,
  consentHello: 'مرحبًا،',
  consentIntro: (childName, username) =>
    `أنشأ ${childName} (اسم المستخدم "${username}") حساب لاعب في ${NAME} وذكر عنوان بريدك الإلكتروني بصفتك والده أو وليّ أمره.`,
  consentTagline: 'منصة رقمية لعرض المهارات وإيجاد الفرص والتعاقد مع المواهب.',
  consentWhy:
    'لأن طفلك دون الثامنة عشرة، نحتاج إلى موافقتك قبل أن يتمكن من التقدم إلى الفرص أو إرسال الرسائل أو رفع الصور والمستندات.',
  consentShown:
    'ما يُعرض ولمن: لا يرى ملف طفلك ومقاطع الفيديو الخاصة به ومكانه في مجموعة الفيديو إلا مشرفو الشبكة والوكلاء الذين تحقق مشرف من رخصتهم، وذلك بعد تأكيدك فقط. لا يرى الأعضاء الآخرون طفلك إطلاقًا. لا يرى أحد سوى المشرفين البريد الإلكتروني لطفلك أو بريدك أو تاريخ الميلاد الدقيق أو أي مستند؛ ويرى الوكلاء العمر رقمًا فقط.',
  consentContact:
    'التواصل: لا يستطيع الوكيل مراسلة طفلك إلا بعد أن يوافق مشرف على طلب. عندها نراسلك بالبريد ونذكر اسم الوكيل، ويمكنك سحب الموافقة فورًا. تُحفظ الرسائل التي يرسلها الوكلاء إلى طفلك.',
  consentValidity: 'هذا الرابط صالح لمدة 7 أيام ويمكن استخدامه مرة واحدة.',
  consentConfirm: 'تأكيد الحساب',
  consentRefuse: 'الرفض وطلب إغلاق الحساب',
  consentIgnore: 'إن كنت لا تعرف هذا الطفل أو هذه الشبكة، فاختر الرفض أو تجاهل هذه الرسالة.',
  settingsHint: (link) => `تصلك هذه الرسالة بسبب تفضيلات الإشعارات لديك. غيّرها من الإعدادات: ${link}`,
  unreadSubject: (senderName) => `رسائل غير مقروءة من ${senderName}`,
  unreadBody: (senderName, count, link) =>
    `أرسل إليك ${senderName} ${plural('ar', count, { one: 'رسالة واحدة', two: 'رسالتين', few: '# رسائل', other: '# رسالة' })} في ${NAME} لم تقرأها بعد.\n\nاقرأ وردّ من هنا:\n${link}`,
  notificationBody: (line, link) => (link ? `${line}\n\nافتحه من هنا:\n${link}` : line),
  digestSubject: (count) =>
    `ملخصك اليومي: ${plural('ar', count, { one: 'إشعار واحد', two: 'إشعاران', few: '# إشعارات', other: '# إشعار' })} في ${NAME}`,
  digestIntro: 'إليك ما حدث منذ ملخصك الأخير:',
  digestMore: (count) => `…و${new Intl.NumberFormat('ar').format(count)} غيرها في الجرس.`,
  digestUnsubscribe: (link) => `أوقف هذه الملخصات اليومية بنقرة واحدة: ${link}`,
  approvalSubject: (childFirstName) => `يمكن لوكيل الآن مراسلة ${childFirstName} في ${NAME}`,
  approvalIntro: (agentName, agencyName, childFirstName) =>
    `وافق مشرفونا على طلب من وكيل كرة القدم ${agentName}${agencyName ? ` من وكالة ${agencyName}` : ''} لمراسلة ${childFirstName} في ${NAME}.`,
  approvalWords: (requestMessage) =>
    requestMessage ? `كتب الوكيل بكلماته: "${requestMessage}"` : 'لم يُضف الوكيل رسالة إلى الطلب.',
  approvalKept: 'تُحفظ كل رسالة يرسلها الوكيل ولا تُحذف أبدًا، حتى يتمكن مشرفونا من مراجعة المحادثة إذا حدث أي خطأ.',
  approvalWithdrawIntro: 'إن كنت لا تريد أن يتواصل هذا الوكيل مع طفلك، يمكنك سحب الموافقة فورًا ومن دون حساب:',
  approvalLinkLabel: 'سحب الموافقة',
  approvalNothingToDo: 'إن كانت الموافقة مناسبة لك، فلا داعي لفعل أي شيء.',
  trialSubject: (childName) => `${childName} مدعو إلى تجربة أداء في ${NAME}`,
  trialIntro: (posterName, childName, post) =>
    `دعا ${posterName} ${childName} إلى تجربة أداء في ${NAME}، بعد أن تقدّم ${childName} إلى فرصته: "${post}".`,
  trialWhen: (startsAt) => `الموعد: ${utcDateTime('ar', startsAt)}`,
  trialWhere: (venue) => `المكان: ${venue}`,
  trialDetails: (posterName, details) => `تفاصيل من ${posterName}: ${details}`,
  trialAnswer: (childName) => `يمكن لـ${childName} قبول الدعوة أو رفضها من صفحة طلباته. الحدث مرفق لإضافته إلى تقويمك.`,
  trialGoWith: 'يُرجى مرافقة طفلك، أو التأكد من أن شخصًا بالغًا موثوقًا سيرافقه.',
  guardianSubject: (childName) => `يُرجى تأكيد أو رفض اتفاق ${childName} مع وكيل في ${NAME}`,
  guardianIntro: (childName, agentName, agencyName) =>
    `قبل ${childName} عرضًا من وكيل كرة القدم ${agentName}${agencyName ? ` من وكالة ${agencyName}` : ''} لتمثيله في ${NAME}. ولأن ${childName} دون الثامنة عشرة، لا يبدأ الاتفاق إلا إذا أكدته بصفتك والده أو وليّ أمره.`,
  guardianDuration: (months) =>
    `المدة: ${plural('ar', months, { one: 'شهر واحد', two: 'شهران', few: '# أشهر', other: '# شهرًا' })} من يوم تأكيدك. ينتهي تلقائيًا ولا يُجدَّد أبدًا دون اتفاق جديد.`,
  guardianExclusive: (exclusive) =>
    `حصري: ${exclusive ? 'نعم. الاتفاق الحصري يعني ألا يمثل أي وكيل آخر اللاعب طوال مدته.' : 'لا. يمكن لوكلاء آخرين أيضًا تمثيل طفلك.'}`,
  guardianFee: (feePercent) =>
    `العمولة: ${percent('ar', feePercent)} من أجر اللاعب. يحدد الفيفا عمولة الوكيل مقابل تمثيل لاعب بحد أقصى 5% من أجر اللاعب (3% على الجزء الذي يتجاوز 200,000 دولار أمريكي سنويًا): لائحة وكلاء كرة القدم للفيفا، المادة 15.`,
  guardianServices: (services) => `الخدمات: ${listServices('ar', SERVICES_AR, services)}.`,
  guardianMessage: (message) => `رسالة الوكيل: "${message}"`,
  guardianEnding:
    'يمكن لأي من الطرفين إنهاء الاتفاق في أي وقت من الشبكة. يمكن استخدام هذا الرابط مرة واحدة وهو صالح لمدة 14 يومًا.',
  guardianReadTerms: 'اقرأ الشروط ثم أكّد أو ارفض',
  guardianIgnore: 'إن كنت لا تعرف هذا الوكيل، فاختر الرفض.',
};

/**
 * A mail's HTML marked with its language and direction, so a mail client reads Arabic right to left
 * (and a screen reader speaks each language in its voice); an English mail's HTML is as it was.
 */
export function htmlIn(language: TLanguage, html: string): string {
  return language === 'en' ? html : `<div lang="${language}" dir="${LANGUAGE_INFO[language].dir}">${html}</div>`;
}

/** The HTML of a text-only mail in another language than English, marked with it (English's is made when sent). */
export function textHtmlIn(language: TLanguage, text: string): { html?: string } {
  return language === 'en' ? {} : { html: textToHtml(text, { lang: language, dir: LANGUAGE_INFO[language].dir }) };
}

export const MAIL_TEXTS: Record<TLanguage, MailTexts> = { en, es, 'pt-BR': ptBR, fr, ar };

/** The mail sentences in `language`. */
export function mailTexts(language: TLanguage): MailTexts {
  return MAIL_TEXTS[language];
}
