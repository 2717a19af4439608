/**
 * Who receives a visitor's data, in the one wording the privacy notice, the home page's FAQ and the forms
 * share, so no page promises more (or less) than the others.
 */
export const DATA_RECIPIENTS_TEXT =
  "I tuoi dati li vedono solo i nostri consulenti, gli agenti partner che seguono la tua richiesta e i fornitori che gestiscono per nostro conto il sito, la posta elettronica e l'assistente virtuale (responsabili del trattamento): non li vendiamo e non li cediamo ad altri per loro scopi.";

/** The line under a form's consents: the privacy box is required, the marketing ones are not. */
export const CONSENTS_NOTE_TEXT =
  "Il consenso all'informativa serve per rispondere alla tua richiesta; i consensi a e-mail e WhatsApp promozionali sono facoltativi e revocabili in ogni momento.";
