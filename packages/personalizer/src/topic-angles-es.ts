// Hand-written Spanish angle lines, per specialty and per script topic, that the offline personalizer inserts between a Spanish script's body and its call to action.
// Each line stands alone after any Spanish script of its topic: tú form, one sentence, no digits, prices, rates, dates, promises or brand names, no claim about the market's direction.
// Fair housing (HUD 24 CFR 100.75): they describe homes, places and processes, never who should live somewhere, and none matches the linter's Spanish patterns.
import type { SpecialtyOption } from "@realty/contracts/customize-options";

export const SPANISH_SCRIPT_TOPICS = [
  "first-time-buyers",
  "financing",
  "buyer-process",
  "sellers",
  "pricing",
  "market-update",
  "seasonal",
  "process",
  "agent-value",
] as const;
export type SpanishScriptTopic = (typeof SPANISH_SCRIPT_TOPICS)[number];

export const TOPIC_ANGLES_ES: Record<SpecialtyOption, Record<SpanishScriptTopic, readonly [string, string]>> = {
  "Luxury Homes": {
    "first-time-buyers": [
      "Si tu primera compra es una casa de alto nivel, el prestamista va a revisar tus ingresos, tus reservas y cada depósito con más detalle, así que prepara tus papeles desde ahora.",
      "Aunque sea tu primera casa, en el segmento de lujo conviene calcular también lo que cuesta mantenerla: seguro, impuestos, jardín y el cuidado de los acabados.",
    ],
    financing: [
      "En una casa de lujo, el préstamo muchas veces supera los límites de los programas comunes, así que busca un prestamista con experiencia en préstamos de monto alto.",
      "Si compras en este nivel, compara no solo la tasa, sino también cuántas reservas te piden y cómo documentan ingresos variables, como bonos o inversiones.",
    ],
    "buyer-process": [
      "Al comprar una casa de lujo, pide inspecciones especializadas para lo que una casa común no tiene, como la piscina, el techo de teja o los sistemas inteligentes.",
      "En este nivel, una oferta bien presentada, con prueba de fondos y condiciones claras, pesa tanto como el precio cuando el vendedor decide.",
    ],
    sellers: [
      "Al vender una casa de lujo, ten en orden los papeles, los permisos de cada remodelación y los manuales de los equipos antes de la primera visita.",
      "Quien compra en este nivel espera discreción, por eso las visitas se hacen con cita, con compradores precalificados y con tus objetos personales bien guardados.",
    ],
    pricing: [
      "En el lujo hay pocas ventas comparables, así que el valor se calcula casa por casa, mirando la vista, el terreno y los acabados, no solo el precio por pie cuadrado.",
      "Una casa de lujo con un precio fuera de la realidad puede quedarse en el mercado y perder atractivo, por eso el primer precio se decide con mucho cuidado.",
    ],
    "market-update": [
      "En el segmento de lujo hay pocas ventas, así que los promedios del mercado dicen poco y cada dato se revisa propiedad por propiedad.",
      "Si te interesa una casa de lujo, pide también el historial del anuncio, porque los cambios de precio y el tiempo en el mercado cuentan mucho de cada propiedad.",
    ],
    seasonal: [
      "Una casa de lujo necesita el mismo cuidado de temporada que cualquier otra, con más atención a la piscina, el jardín, el techo y los sistemas de clima.",
      "Si piensas vender una casa de lujo, planea las fotos para la época en que el jardín, la luz y las vistas muestran la propiedad en su mejor momento.",
    ],
    process: [
      "En una propiedad de lujo, revisa con tiempo el título, los planos aprobados y los permisos de cada ampliación, porque cualquier pendiente puede retrasar el cierre.",
      "Las casas de alto valor suelen necesitar pólizas de seguro especiales, así que pide una cotización completa antes de firmar y no dejes ese trámite para el final.",
    ],
    "agent-value": [
      "Como especialista en casas de lujo, cuido tu privacidad en cada paso y manejo la información de tu compra o tu venta con la misma discreción que tú.",
      "En el lujo, mi trabajo es conocer cada propiedad en persona, coordinar a los especialistas y negociar los detalles que no aparecen en ningún anuncio.",
    ],
  },
  "First Time Home Buyers": {
    "first-time-buyers": [
      "Si es tu primera casa, pregunta por los programas de ayuda para el pago inicial de tu ciudad y de tu estado, porque muchos compradores ni saben que existen.",
      "Antes de buscar tu primera casa, decide cuánto quieres pagar al mes, no cuánto te presta el banco, y deja un colchón para reparaciones y emergencias.",
    ],
    financing: [
      "En tu primera compra, pide a cada prestamista una estimación por escrito y compara el costo total del préstamo, no solo el pago mensual que te dicen por teléfono.",
      "Si compras por primera vez, pregunta si calificas para programas de asistencia o préstamos con un pago inicial reducido, y qué requisitos pide cada uno.",
    ],
    "buyer-process": [
      "Si es tu primera compra, no te dé pena preguntar qué significa cada documento, porque entender lo que firmas es parte de comprar bien.",
      "Comprar tu primera casa tiene un orden, de la preaprobación a la oferta y de la inspección al cierre, y en cada etapa te explico qué viene después.",
    ],
    sellers: [
      "Muchas personas que buscan una casa de entrada compran por primera vez, y una casa limpia, bien reparada y con papeles claros les da confianza para ofertar.",
      "Si vendes tu primera casa para comprar otra, coordinamos las dos operaciones desde el principio para que las fechas de la venta y de la compra se acomoden.",
    ],
    pricing: [
      "Quien compra su primera casa mira el precio pensando en su pago mensual, así que un precio bien calculado puede hacer que tu casa aparezca en más búsquedas.",
      "Si vas a comprar tu primera casa, aprende a leer las ventas comparables, porque te ayudan a saber si un precio de lista tiene sentido antes de ofertar.",
    ],
    "market-update": [
      "Si es tu primera compra, no te guíes por los titulares; enfócate en lo que puedes pagar con comodidad y en entender cada papel antes de ofertar.",
      "Para tu primera casa, aprende a leer un anuncio completo, con las cuotas, los impuestos y el tiempo en el mercado, porque ahí está la información que más te sirve.",
    ],
    seasonal: [
      "Si compras tu primera casa, aparta desde el primer día un fondo para mantenimiento, porque cada temporada trae sus propios gastos y reparaciones.",
      "En tu primera casa, haz una lista de mantenimiento por temporada y apunta cuándo hiciste cada servicio, porque así aprendes cómo funciona tu casa.",
    ],
    process: [
      "Si es tu primera compra, guarda en una carpeta cada documento, recibo y correo del proceso, porque te los pueden pedir antes y después del cierre.",
      "Como comprador por primera vez, pregunta por los trámites que vienen después de la compra, como impuestos, seguros y registros, para que nada te tome por sorpresa.",
    ],
    "agent-value": [
      "Con quienes compran su primera casa, mi trabajo es explicar cada paso con calma, responder todas tus preguntas y presentarte profesionales de confianza.",
      "En tu primera compra, un agente que te representa a ti revisa las condiciones de cada oferta y te ayuda a negociar, para que no decidas a ciegas.",
    ],
  },
  "Investment Properties": {
    "first-time-buyers": [
      "Si tu primera compra también es tu primera inversión, considera una propiedad de varias unidades donde vivas en una y rentes las demás, y pregunta qué préstamos lo permiten.",
      "Antes de comprar tu primera propiedad para rentar, calcula todos los gastos: impuestos, seguro, reparaciones y los meses en que podría quedarse vacía.",
    ],
    financing: [
      "Un préstamo para una propiedad de inversión suele pedir más pago inicial y más reservas que uno para vivienda propia, así que prepárate con tiempo.",
      "Cuando compras para rentar, algunos prestamistas toman en cuenta la renta esperada para calificarte, así que pregunta cómo la calculan y qué documentos aceptan.",
    ],
    "buyer-process": [
      "Cuando compras para invertir, pide los contratos de renta, los depósitos de los inquilinos y el historial de gastos antes de que termine tu periodo de revisión.",
      "En una compra de inversión, la inspección no solo busca defectos, sino que te dice cuánto vas a gastar en reparaciones mientras seas dueño.",
    ],
    sellers: [
      "Si vendes una propiedad de inversión, habla con tu contador antes de listar, porque la forma y el momento de la venta cambian lo que pagas de impuestos.",
      "Quien compra una propiedad rentada quiere ver números claros, así que ten listos los contratos, los depósitos y el historial de ingresos y gastos.",
    ],
    pricing: [
      "Una propiedad de inversión se valora por lo que produce, así que el comprador va a mirar la renta, los gastos y el estado de cada unidad antes de ofertar.",
      "Antes de aceptar o hacer una oferta por una propiedad de renta, compara el precio con las ventas parecidas y con el ingreso real que genera cada mes.",
    ],
    "market-update": [
      "Para un inversionista, el mercado se lee en rentas reales, gastos reales y el tiempo que tarda en rentarse una unidad en la zona, no en los titulares.",
      "Si compras para invertir, sigue de cerca las rentas de propiedades parecidas a la tuya, porque son el dato que más pesa en tus números.",
    ],
    seasonal: [
      "Si tienes propiedades en renta, haz el mantenimiento de temporada antes del cambio de clima, porque una reparación a tiempo cuesta menos que una emergencia.",
      "Planea los vencimientos de tus contratos de renta según la temporada, porque una unidad que se desocupa en el momento equivocado puede tardar más en rentarse.",
    ],
    process: [
      "Con una propiedad de inversión, revisa los permisos de renta, las reglas de la ciudad y el seguro adecuado antes de cerrar, no después.",
      "Si compras para rentar, decide con tu contador y un abogado a nombre de quién va a quedar la propiedad, porque eso cambia tus impuestos y tu responsabilidad.",
    ],
    "agent-value": [
      "Con inversionistas, mi trabajo es poner los números sobre la mesa antes que las fotos, y decirte con honestidad cuando una propiedad no cuadra.",
      "Como especialista en propiedades de inversión, reviso contigo rentas, gastos y contratos, y te conecto con administradores, contadores y prestamistas que conocen el tema.",
    ],
  },
  "Commercial Real Estate": {
    "first-time-buyers": [
      "Si es tu primera propiedad comercial, empieza por el uso que le vas a dar, porque la zonificación decide qué negocio puede funcionar en cada local.",
      "Comprar tu primer local se parece poco a comprar casa, porque los préstamos, los contratos y las revisiones son distintos, así que arma tu equipo desde el principio.",
    ],
    financing: [
      "Un préstamo comercial se evalúa por el negocio y por el ingreso de la propiedad, no solo por tu crédito personal, así que prepara tus estados financieros.",
      "En bienes raíces comerciales, los plazos y las condiciones del préstamo varían mucho de un prestamista a otro, así que compara varias propuestas por escrito.",
    ],
    "buyer-process": [
      "Al comprar un inmueble comercial, usa el periodo de revisión para confirmar la zonificación, los contratos de renta, el estado del edificio y cualquier estudio ambiental.",
      "En una compra comercial, pide por escrito los gastos de operación del edificio y lee cada contrato de renta vigente, porque pasan a ser tuyos con la propiedad.",
    ],
    sellers: [
      "Si vendes un inmueble comercial, ten listos los contratos de renta, los gastos de operación y los permisos, porque el comprador los va a revisar uno por uno.",
      "Un edificio comercial se vende mejor cuando el comprador entiende rápido qué usos permite la zonificación y qué ingresos genera hoy.",
    ],
    pricing: [
      "En bienes raíces comerciales, el valor depende sobre todo del ingreso que genera la propiedad, así que cada contrato de renta pesa en el precio.",
      "Un local comercial no se valora como una casa, porque se comparan el uso permitido, la ubicación, el estado del edificio y las rentas de la zona.",
    ],
    "market-update": [
      "El mercado comercial no se mueve igual que el residencial, y oficinas, locales y bodegas tienen cada uno su propia historia, así que cada dato se lee por separado.",
      "Si te interesa una propiedad comercial, sigue la ocupación y las rentas de la zona, porque dicen más del valor de un edificio que cualquier titular.",
    ],
    seasonal: [
      "En un inmueble comercial, el mantenimiento de temporada incluye el techo, el estacionamiento y los sistemas de clima, y conviene programarlo antes de que afecte a tus inquilinos.",
      "Si tienes un local rentado, revisa con tiempo cuándo vence cada contrato, porque muchos negocios planean sus cambios de local según la temporada.",
    ],
    process: [
      "En lo comercial, pide un estudio de título completo y revisa servidumbres, permisos y cualquier reporte ambiental antes de comprometerte.",
      "Antes de cerrar una compra comercial, define con tu abogado y tu contador a nombre de qué empresa va a quedar el inmueble y cómo se van a ceder los contratos vigentes.",
    ],
    "agent-value": [
      "Como especialista en bienes raíces comerciales, analizo contigo la zonificación, los contratos y el ingreso de cada propiedad antes de que hagas una oferta.",
      "En lo comercial, mi trabajo es traducir los números y los contratos a decisiones claras, y conectarte con abogados, contadores y prestamistas comerciales.",
    ],
  },
  "Condos & Townhomes": {
    "first-time-buyers": [
      "Si tu primera casa es un condominio o un townhome, suma la cuota de la asociación a tu pago mensual desde el principio, porque el prestamista también la cuenta.",
      "Un condominio puede ser una buena primera casa, pero antes de ofertar lee el reglamento, revisa las reservas de la asociación y pregunta qué cubre la cuota.",
    ],
    financing: [
      "Para financiar un condominio, el prestamista también revisa el edificio, como las reservas y el seguro de la asociación, así que pide esos documentos temprano.",
      "En un townhome o un condominio, pregunta qué cubre el seguro de la asociación y qué tienes que asegurar tú, porque eso cambia tu pago mensual.",
    ],
    "buyer-process": [
      "Al comprar un condominio, revisa las actas de la asociación antes de que termine tu periodo de revisión, porque ahí se ven las reparaciones grandes y las cuotas especiales.",
      "En un townhome, confirma qué partes son tuyas y cuáles son de la asociación, como el techo, la fachada o el patio, porque define quién paga cada reparación.",
    ],
    sellers: [
      "Si vendes un condominio, pide los documentos de la asociación desde antes de listar, porque el comprador y su prestamista los van a necesitar pronto.",
      "Cuando hay varias unidades a la venta en el mismo edificio, la tuya destaca por los detalles: la luz, el orden y una buena primera impresión.",
    ],
    pricing: [
      "Un condominio se compara primero con ventas del mismo edificio o complejo, y ahí pesan el piso, la vista, el estacionamiento y la cuota mensual.",
      "En condominios y townhomes, una cuota alta o una cuota especial pendiente cambia lo que un comprador puede pagar, y eso se considera al fijar el precio.",
    ],
    "market-update": [
      "En condominios y townhomes, mira los datos del propio edificio o complejo, porque dos desarrollos de la misma zona pueden comportarse muy distinto.",
      "Si buscas un condominio, pregunta siempre por la salud financiera de la asociación, porque las reservas y las cuotas pesan tanto como el precio.",
    ],
    seasonal: [
      "En un condominio, el mantenimiento de temporada se reparte entre tú y la asociación, así que aclara qué te toca en el interior y qué cubre ella en las áreas comunes.",
      "Si tienes un townhome, revisa las reglas de la asociación sobre decoración, jardín y reparaciones exteriores antes de hacer cambios de temporada.",
    ],
    process: [
      "Al comprar un condominio, los documentos y el certificado de la asociación tienen sus propios plazos, así que pídelos en cuanto tengas un contrato firmado.",
      "En un condominio o townhome, lee el reglamento antes de cerrar para saber qué se permite en rentas, mascotas, remodelaciones y estacionamiento.",
    ],
    "agent-value": [
      "Como especialista en condominios y townhomes, leo contigo los documentos de la asociación y te explico qué significan las cuotas, las reservas y el reglamento.",
      "Con los condominios, mi trabajo incluye conocer cada edificio, cómo se ha mantenido, qué cuotas cobra y qué reglas tiene, antes de que hagas una oferta.",
    ],
  },
  "New Construction": {
    "first-time-buyers": [
      "Si tu primera casa es de construcción nueva, lleva a tu propio agente desde la primera visita, porque quien atiende la casa modelo representa al constructor.",
      "En una casa nueva, pregunta qué incluye el precio base y cuánto cuesta cada mejora, para que tu primera compra no crezca más allá de tu presupuesto.",
    ],
    financing: [
      "Los constructores a veces ofrecen incentivos con su prestamista preferido, así que compara esa oferta con la de otros prestamistas antes de decidir.",
      "Si la casa todavía está en obra, pregunta cuánto tiempo cubre el bloqueo de tasa y qué pasa con tu préstamo si la entrega se retrasa.",
    ],
    "buyer-process": [
      "En construcción nueva, el contrato lo redacta el constructor, así que léelo con calma, pide que te expliquen cada cláusula y no firmes con prisa.",
      "Aunque la casa sea nueva, contrata a tu propio inspector durante la obra y antes del cierre, porque los errores de construcción también existen.",
    ],
    sellers: [
      "Si hay construcción nueva cerca, tu casa compite con casas modelo, así que destaca lo que ellas no tienen: árboles crecidos, calles terminadas y entrega sin espera.",
      "Si vas a comprar una casa nueva y vender la actual, coordinamos la venta con la entrega del constructor para que no termines pagando dos casas a la vez.",
    ],
    pricing: [
      "Cuando el constructor ofrece incentivos, el precio de lista no cuenta toda la historia, porque lo que importa es el costo total para el comprador.",
      "Para poner precio a una casa cerca de un desarrollo nuevo, la comparo con las nuevas y con las de reventa, mirando mejoras, terreno y tiempos de entrega.",
    ],
    "market-update": [
      "En construcción nueva, lee con cuidado los incentivos del constructor, porque pueden cambiar el costo total de la casa más que el precio de lista.",
      "Si te interesa una casa nueva, pregunta qué fases quedan por construir y qué se planea alrededor, porque el entorno de un desarrollo sigue cambiando.",
    ],
    seasonal: [
      "En una casa nueva, anota los detalles que aparecen con los cambios de temporada, como grietas o puertas que se atoran, y repórtalos al constructor a tiempo.",
      "En construcción nueva, el clima de cada temporada puede mover los tiempos de obra, así que pide al constructor un calendario actualizado y por escrito.",
    ],
    process: [
      "En una casa nueva, pide por escrito qué cubre el constructor después del cierre y por cuánto tiempo, y guarda esos papeles con los documentos de la casa.",
      "Antes de cerrar una casa nueva, confirma que tenga su certificado de ocupación y que cada mejora acordada esté terminada y anotada en tu lista final.",
    ],
    "agent-value": [
      "Como especialista en construcción nueva, te acompaño desde la casa modelo hasta la entrega, reviso contigo el contrato del constructor y negocio mejoras e incentivos.",
      "En construcción nueva, el representante de la casa modelo trabaja para el constructor, y yo trabajo para ti en cada decisión, desde los planos hasta la revisión final.",
    ],
  },
  "Foreclosures & Short Sales": {
    "first-time-buyers": [
      "Si piensas comprar tu primera casa en foreclosure, prepárate para recibirla como está y aparta dinero para reparaciones, además del pago inicial.",
      "Una venta corta puede ser una opción para tu primera compra si tienes paciencia, porque la aprobación del banco del vendedor puede tardar bastante.",
    ],
    financing: [
      "Algunas casas en foreclosure necesitan reparaciones que un préstamo tradicional no acepta, así que pregunta por préstamos que incluyen el costo de la renovación.",
      "En un foreclosure o una venta corta, mantén tu preaprobación al día y tu fecha de cierre flexible, porque los tiempos del banco vendedor pueden cambiar.",
    ],
    "buyer-process": [
      "Al comprar una casa de banco, el contrato suele traer formularios del propio banco, así que revisa cada cláusula sobre reparaciones, plazos y depósitos.",
      "En una venta corta, la oferta que aceptó el vendedor todavía necesita la aprobación de su banco, así que mantén tus opciones abiertas mientras esperas.",
    ],
    sellers: [
      "Si estás atrasado con la hipoteca, habla pronto con tu banco y con un consejero de vivienda, porque actuar a tiempo te deja más opciones.",
      "Una venta corta necesita que tu banco acepte menos de lo que debes, por eso el paquete de documentos tiene que estar completo desde el principio.",
    ],
    pricing: [
      "Un foreclosure no siempre es una ganga, por eso comparo cada uno con las ventas normales de la zona y con el costo real de las reparaciones.",
      "En una venta corta, el banco tiene la última palabra sobre el precio, así que la oferta tiene que apoyarse en ventas comparables y en el estado real de la casa.",
    ],
    "market-update": [
      "Si buscas foreclosures o ventas cortas, aprende cómo se anuncian, porque los términos de estas ventas cambian los plazos, las reparaciones y lo que puedes negociar.",
      "Las casas de banco y las ventas cortas tienen sus propios tiempos y reglas, así que lee cada anuncio completo y pregunta en qué etapa está la venta.",
    ],
    seasonal: [
      "Una casa de banco puede llevar tiempo vacía, así que revisa con cuidado las tuberías, el techo y la humedad, sobre todo después de una temporada fría o lluviosa.",
      "Si compras una casa que estuvo desocupada, pregunta si los servicios siguieron conectados, porque el agua y la calefacción apagadas dañan una casa en cualquier temporada.",
    ],
    process: [
      "En un foreclosure, pide una búsqueda de título completa, porque pueden quedar deudas, impuestos o gravámenes que conviene resolver antes del cierre.",
      "Si vas por una venta corta, guarda copia de cada documento y de cada mensaje con el banco, porque el proceso es largo y los papeles se piden más de una vez.",
    ],
    "agent-value": [
      "Como especialista en foreclosures y ventas cortas, conozco los tiempos y los formularios de los bancos, y te explico cada paso antes de que firmes.",
      "Si pasas por un momento difícil con tu hipoteca, te escucho sin juzgarte y te conecto con consejeros de vivienda y abogados que conocen estas situaciones.",
    ],
  },
  "Senior Housing": {
    "first-time-buyers": [
      "Una casa de un solo nivel y fácil de mantener puede ser una gran primera compra, porque es cómoda hoy y lo sigue siendo con el paso del tiempo.",
      "Muchas casas que salen a la venta cuando sus dueños se mudan a algo más pequeño están bien cuidadas, así que pregunta por su historial de mantenimiento.",
    ],
    financing: [
      "Si vendes para mudarte a algo más pequeño, revisa con tu asesor financiero cómo usar el dinero de la venta, ya sea para pagar de contado o para un pago inicial mayor.",
      "Si necesitas comprar antes de vender, pregunta a un prestamista por un préstamo puente y compara su costo con la opción de vender primero.",
    ],
    "buyer-process": [
      "Al buscar tu siguiente casa, fíjate en la distribución: recámara principal en la planta baja, entrada sin escalones, pasillos amplios y poco jardín que cuidar.",
      "Si vas a mudarte a una casa más pequeña, mide tus muebles favoritos antes de salir a ver casas, porque así sabes en cada visita qué cabe y qué no.",
    ],
    sellers: [
      "Vender la casa de muchos años es emocional, por eso vamos a un ritmo cómodo, con un plan para decidir qué se queda, qué se regala y qué se vende.",
      "Coordinar la venta con la fecha de tu mudanza evita pagar dos casas a la vez, y eso se planea desde el primer día.",
    ],
    pricing: [
      "Una casa de muchos años guarda recuerdos, pero el precio se basa en ventas recientes, así que revisamos juntos qué mejoras valora hoy el comprador.",
      "Si vendes para mudarte a algo más pequeño, calcula primero cuánto necesitas de la venta para tu siguiente casa, y desde ahí armamos la estrategia de precio.",
    ],
    "market-update": [
      "Si piensas mudarte a una casa más pequeña, mira el mercado de las dos casas a la vez, la que vendes y la que compras, porque lo que cuenta es la diferencia.",
      "Las casas de un solo nivel se comparan mejor entre ellas, así que reviso ventas parecidas en distribución y tamaño, no solo los promedios de la zona.",
    ],
    seasonal: [
      "Si planeas mudarte a algo más pequeño, empieza a ordenar y regalar cosas con una temporada de anticipación, porque una mudanza sin prisa es mucho más llevadera.",
      "Antes de cada cambio de temporada, revisa barandales, escalones y la luz de la entrada, porque son detalles que hacen la casa más cómoda y más fácil de vender.",
    ],
    process: [
      "Al cambiarte de casa, pregunta en tu condado qué exenciones de impuestos aplican a la nueva propiedad, porque casi nunca se transfieren solas.",
      "Si vas a mudarte a una casa más pequeña, decide con tu abogado a nombre de quién quedará la nueva propiedad y si conviene actualizar tu plan patrimonial.",
    ],
    "agent-value": [
      "Cuando cambias la casa de muchos años por una más pequeña, coordino contigo la venta, la compra y la mudanza, y te conecto con organizadores y mudanceros de confianza.",
      "En una mudanza a una casa más pequeña, mi trabajo es ir a tu ritmo, explicar cada decisión con calma y presentar tu casa actual en su mejor forma.",
    ],
  },
  "Rural Properties": {
    "first-time-buyers": [
      "Si tu primera casa está en el campo, revisa el pozo, el sistema séptico y el acceso por el camino, porque son gastos que una casa en la ciudad no tiene.",
      "Para una primera compra rural, pregunta por los préstamos para zonas rurales, porque algunos programas tienen condiciones especiales según la ubicación de la propiedad.",
    ],
    financing: [
      "Financiar una propiedad rural tiene sus propias reglas, y el prestamista puede pedir pruebas del agua del pozo y una revisión del séptico antes de aprobar.",
      "Comprar terreno sin casa se financia distinto que comprar una casa, así que busca un prestamista que conozca los préstamos para terreno y para construcción.",
    ],
    "buyer-process": [
      "Al comprar en el campo, pide un deslinde actualizado y revisa las servidumbres, porque te dicen dónde termina tu terreno y quién puede pasar por él.",
      "En una compra rural, agrega inspecciones del pozo, del séptico y de las cercas, y revisa los derechos de agua y de minerales si aplican en tu estado.",
    ],
    sellers: [
      "Para vender una propiedad rural, ten a la mano el deslinde y los datos del pozo y del séptico, porque son las primeras preguntas del comprador.",
      "Las fotos aéreas y un buen mapa del terreno muestran una propiedad rural mejor que cualquier descripción, con sus límites, sus accesos y sus construcciones.",
    ],
    pricing: [
      "Una propiedad rural tiene pocas ventas comparables, así que el precio se trabaja con más cuidado, mirando el terreno, el agua, el acceso y las mejoras.",
      "En el campo, el valor no está solo en la casa, porque los graneros, las cercas, el pozo y el uso permitido del terreno también pesan en el precio.",
    ],
    "market-update": [
      "En el campo hay pocas ventas, así que cada dato del mercado se lee con cuidado, comparando propiedades con terreno, agua y acceso parecidos.",
      "Si buscas una propiedad rural, pregunta siempre qué permite el condado en ese terreno, porque el uso permitido dice más de su valor que cualquier titular.",
    ],
    seasonal: [
      "En una propiedad rural, visita el terreno en distintas temporadas, porque el lodo, las lluvias o la nieve cambian el acceso y el uso de la tierra.",
      "Si tienes una propiedad en el campo, revisa antes de cada temporada el pozo, el séptico, los caminos y las cercas, y guarda un registro de cada servicio.",
    ],
    process: [
      "En una compra rural, revisa con la compañía de título las servidumbres, los derechos de paso y cualquier acuerdo con los vecinos sobre caminos o agua.",
      "Antes de cerrar una propiedad rural, confirma con el condado qué puedes construir, si puedes dividir el terreno y qué reglas aplican a los animales.",
    ],
    "agent-value": [
      "Como especialista en propiedades rurales, camino el terreno contigo y te ayudo a revisar el agua, el acceso, los límites y las reglas del condado.",
      "En el campo, mi trabajo incluye conectarte con topógrafos, inspectores de pozos y sépticos y prestamistas que conocen este tipo de propiedades.",
    ],
  },
  "Waterfront Properties": {
    "first-time-buyers": [
      "Si tu primera casa está frente al agua, suma el seguro de inundación y el mantenimiento del muelle a tu presupuesto desde el principio.",
      "Antes de comprar tu primera casa junto al agua, revisa el mapa de zonas de inundación y pregunta por el historial de daños de la propiedad.",
    ],
    financing: [
      "Frente al agua, el prestamista puede exigir un seguro de inundación, así que pide una cotización antes de ofertar y súmala a tu pago mensual.",
      "Una casa frente al agua puede necesitar coberturas adicionales contra viento o inundación, y esos costos cambian cuánto préstamo te conviene pedir.",
    ],
    "buyer-process": [
      "Al comprar frente al agua, agrega una inspección del muelle, del malecón y del elevador de botes, porque una inspección común no los revisa a fondo.",
      "En una compra frente al agua, confirma los permisos del muelle y los límites de la propiedad en la orilla antes de que termine tu periodo de revisión.",
    ],
    sellers: [
      "Si vendes una casa frente al agua, ten listos los permisos del muelle y la información del seguro de inundación, porque el comprador los va a pedir desde el principio.",
      "Una casa frente al agua se presenta con la experiencia: fotos al atardecer, el muelle en orden y la vista como protagonista de cada visita.",
    ],
    pricing: [
      "Frente al agua, el valor depende del tipo de acceso, la vista, la orientación y el estado del muelle, no solo del tamaño de la casa.",
      "Con pocas ventas frente al agua, comparo cada propiedad por su tipo de agua y su acceso, y tomo en cuenta el costo del seguro que pagará el comprador.",
    ],
    "market-update": [
      "Frente al agua, los cambios en los seguros y en los mapas de inundación pueden pesar tanto como el precio, así que revísalos antes de comparar casas.",
      "Las propiedades frente al agua tienen su propio mercado, por eso comparo cada una por su tipo de agua, su acceso y su vista, no solo por su tamaño.",
    ],
    seasonal: [
      "En una casa frente al agua, prepara el muelle, el bote y la protección de las ventanas antes de la temporada de tormentas, y guarda fotos de cómo quedó todo.",
      "Si vives junto al agua, revisa antes de cada temporada el malecón, los drenajes y el sellado de puertas y ventanas, porque la humedad nunca descansa.",
    ],
    process: [
      "Antes de cerrar una casa frente al agua, confirma los permisos del muelle, las reglas de la orilla y que el seguro de inundación esté activo desde el primer día.",
      "Frente al agua, revisa con la compañía de título los límites en la orilla y cualquier servidumbre de acceso, porque cambian lo que puedes construir o usar.",
    ],
    "agent-value": [
      "Como especialista en propiedades frente al agua, conozco las preguntas que no salen en el anuncio: la profundidad, los puentes, los permisos y el seguro.",
      "Frente al agua, mi trabajo es revisar contigo la propiedad desde tierra y desde el agua, y conectarte con inspectores y agentes de seguros que conocen estas casas.",
    ],
  },
};
