// The Spanish angle lines: what an agent of each specialty would tell Spanish-speaking clients, per
// topic family. Written in Spanish, not translated from specialty-angles.ts; same rules (no digits,
// prices or promises; homes and places, never who should live there). The library's Spanish scripts
// are buying, selling, market and local ones; an investing script borrows the market lines.
import type { SpecialtyOption } from "@realty/contracts/customize-options";
import type { TopicFamily } from "./topic-family.ts";

export type SpanishFamily = Exclude<TopicFamily, "investing">;
export type AngleLinesEs = Record<SpanishFamily, readonly [string, string]>;

export const SPECIALTY_ANGLES_ES: Record<SpecialtyOption, AngleLinesEs> = {
  "Luxury Homes": {
    buying: [
      "En una casa de lujo, lo que vale no es tener más cosas, sino la privacidad, la vista y los acabados que te siguen gustando con los años.",
      "Muchas de las mejores casas de este nivel se venden con discreción, antes de salir en los portales, por eso conviene un agente que se entere primero.",
    ],
    selling: [
      "Quien busca una casa de lujo compra una experiencia, así que las fotos, el video y la primera visita tienen que sentirse como un evento.",
      "En este rango, el precio es estrategia: hay menos compradores, y una casa que sale muy alta se queda tanto tiempo que empieza a generar preguntas.",
    ],
    market: [
      "El segmento de lujo se mueve a su propio ritmo, y los promedios de las noticias casi nunca cuentan lo que pasa en la parte alta del mercado.",
      "Con tan pocas ventas en este nivel, un solo cierre cambia los promedios; por eso reviso cada venta comparable una por una.",
    ],
    local: [
      "En el lujo, la calle, el terreno y la vista pesan tanto como la casa, y eso no se aprecia en una foto del anuncio.",
      "Dos casas a una cuadra de distancia pueden valer muy distinto en este nivel, así que recorro cada zona calle por calle con mis clientes.",
    ],
  },
  "First Time Home Buyers": {
    buying: [
      "Si es tu primera casa, el proceso parece enorme, pero en realidad son pasos pequeños y claros, y los damos uno a la vez.",
      "Empieza con una preaprobación y con un pago mensual que te deje dormir tranquilo, no con lo máximo que el banco dice que te presta.",
    ],
    selling: [
      "Muchos de los que compran una casa de entrada lo hacen por primera vez, y una inspección limpia les pesa más que cualquier remodelación.",
      "Varios préstamos para primeros compradores piden su propio avalúo, así que arreglar detalles de seguridad antes de listar ayuda a que el trato no se caiga.",
    ],
    market: [
      "Si vas por tu primera casa, no intentes adivinar el momento perfecto del mercado; enfócate en un pago que te acomode y una casa donde quieras quedarte.",
      "Las noticias hablan para economistas; a ti te importan tres cosas: tu pago mensual, el dinero que necesitas para el cierre y tus tiempos.",
    ],
    local: [
      "Antes de comprar tu primera casa, visita la zona a distintas horas, haz el camino al trabajo en hora pico e imagínate ahí un fin de semana.",
      "Pregunta por los gastos que el anuncio no muestra, como la cuota de la asociación, los servicios y los impuestos, porque son parte de tu pago real.",
    ],
  },
  "Investment Properties": {
    buying: [
      "Cuando compras para invertir, primero van los números: renta, meses vacíos, reparaciones, impuestos y seguro, mucho antes que el color de la pintura.",
      "Yo veo cada propiedad de dos maneras: lo que cuesta comprarla y lo que cuesta tenerla cada mes después del cierre.",
    ],
    selling: [
      "Vender una propiedad de inversión es pensar en tiempos, inquilinos e impuestos al mismo tiempo, así que habla con tu contador antes de listar.",
      "Si la propiedad tiene inquilinos, un buen plan de visitas y los contratos en orden hacen que el comprador inversionista confíe desde el principio.",
    ],
    market: [
      "Para un inversionista, el mercado no se mide en titulares sino en rentas reales, gastos reales y cuánto tiempo se queda vacía una unidad.",
      "Cuando las tasas cambian, cambian los números de cada propiedad, así que vuelvo a hacer las cuentas antes de cada oferta.",
    ],
    local: [
      "En inversión, la ubicación se mide por lo que busca quien renta: el trayecto al trabajo, las tiendas cercanas y el transporte.",
      "Antes de comprar para rentar, revisa la zonificación y las reglas de la ciudad y de la asociación, porque cambian de una zona a otra.",
    ],
  },
  "Commercial Real Estate": {
    buying: [
      "Un local comercial se compra con otra lógica: el uso permitido, el estacionamiento y los contratos de renta valen tanto como el edificio.",
      "Antes de firmar, revisa la zonificación y los permisos con calma, porque en lo comercial un detalle legal puede cambiar todo el negocio.",
    ],
    selling: [
      "Quien compra una propiedad comercial quiere ver los números limpios: rentas, gastos y contratos vigentes, todo ordenado desde el primer día.",
      "Un edificio comercial se vende mejor cuando el comprador entiende rápido qué negocio puede funcionar ahí y con qué permisos.",
    ],
    market: [
      "El mercado comercial no sigue el ritmo del residencial; oficinas, locales y bodegas tienen cada uno su propia historia.",
      "En lo comercial, lo que marca el valor es el ingreso que genera la propiedad, así que sigo de cerca las rentas y la ocupación de la zona.",
    ],
    local: [
      "Para un negocio, la ubicación es el tráfico de la calle, la visibilidad y el acceso, cosas que se ven mejor caminando la cuadra que en un mapa.",
      "Cada ciudad tiene sus propias reglas de uso de suelo, y conocerlas antes de ofertar te ahorra sorpresas caras.",
    ],
  },
  "Condos & Townhomes": {
    buying: [
      "En un condominio o townhome también compras la asociación, así que revisa las cuotas, el reglamento y cómo están las reservas antes de ofertar.",
      "Pide las actas de las juntas de la asociación: ahí ves si vienen reparaciones grandes o cuotas especiales antes de que te toquen a ti.",
    ],
    selling: [
      "Para vender un condominio rápido, ten listos los documentos de la asociación, porque el comprador y su banco los van a pedir desde el principio.",
      "En un edificio con varias unidades a la venta, lo que hace brillar la tuya son los detalles: la luz, el orden y una buena primera impresión.",
    ],
    market: [
      "Los condominios y los townhomes a veces se mueven distinto que las casas, así que comparo cada unidad con ventas del mismo edificio o complejo.",
      "Las reglas de los bancos para financiar condominios cambian con el tiempo, y eso afecta cuántos compradores pueden ofertar por una unidad.",
    ],
    local: [
      "Con un condominio, mira más allá de la unidad: las áreas comunes, el estacionamiento y el cuidado del edificio dicen mucho de la asociación.",
      "Un townhome bien ubicado te da cercanía a tiendas, parques y transporte con menos mantenimiento de jardín, y eso se nota en el día a día.",
    ],
  },
  "New Construction": {
    buying: [
      "En construcción nueva, el agente que está en la casa modelo trabaja para el constructor, así que lleva a tu propio agente desde la primera visita.",
      "Pide todo por escrito: lo que incluye el precio base, las mejoras que pagas aparte y lo que cubre la garantía del constructor.",
    ],
    selling: [
      "Si hay construcción nueva cerca, tu casa compite con casas modelo, así que destaca lo que ellas no tienen: árboles grandes, un barrio ya hecho y cero espera.",
      "Los constructores ofrecen incentivos, y para competir a veces conviene ayudar con los costos de cierre en lugar de bajar el precio.",
    ],
    market: [
      "Cuando los constructores ofrecen incentivos, el precio de lista no cuenta toda la historia; lo que importa es el costo total para ti.",
      "La construcción nueva en la zona mueve los valores de las casas de alrededor, y por eso sigo de cerca qué se está construyendo y a qué ritmo.",
    ],
    local: [
      "Antes de comprar en un desarrollo nuevo, pregunta qué más se va a construir alrededor: calles, tiendas o más fases del mismo proyecto.",
      "Una comunidad nueva todavía está creciendo, así que visítala un fin de semana y otro entre semana para ver cómo se vive ahí de verdad.",
    ],
  },
  "Foreclosures & Short Sales": {
    buying: [
      "Comprar un foreclosure requiere paciencia: la casa se vende como está, así que la inspección y un presupuesto de reparaciones son obligatorios.",
      "Una venta corta necesita la aprobación del banco, y eso toma tiempo, así que conviene tener flexibilidad en la fecha de cierre.",
    ],
    selling: [
      "Si debes más de lo que vale tu casa, una venta corta puede ser una salida; habla pronto con tu banco y con un abogado o asesor de vivienda.",
      "Mientras antes actúes ante un aviso de embargo, más opciones tienes, y vender a tiempo puede proteger tu crédito mejor que esperar.",
    ],
    market: [
      "La cantidad de foreclosures en el mercado cambia con la economía, y leerla bien ayuda a entender hacia dónde van los precios de la zona.",
      "Un foreclosure no siempre es una ganga; comparo cada uno con las ventas normales de la zona para ver si de verdad hay ahorro.",
    ],
    local: [
      "Revisa si la propiedad tiene deudas de la asociación o impuestos atrasados, porque en estas ventas a veces pasan al nuevo dueño.",
      "Antes de ofertar por una propiedad en venta corta, conviene saber cuánto cuestan las reparaciones comunes en la zona.",
    ],
  },
  "Senior Housing": {
    buying: [
      "Cuando planeas mudarte a una comunidad para adultos mayores, piensa en lo que vas a necesitar en unos años, no solo en lo que necesitas hoy.",
      "Revisa qué servicios incluye la cuota mensual, qué cuesta aparte y qué pasa con el contrato si tus necesidades cambian.",
    ],
    selling: [
      "Vender la casa de toda la vida es emocional; vamos a un ritmo cómodo, con un plan para decidir qué se queda, qué se regala y qué se vende.",
      "Coordinar la venta con la fecha de mudanza a la nueva comunidad evita pagar dos lugares a la vez, y eso se planea desde el principio.",
    ],
    market: [
      "Quien vende para mudarse a una comunidad para adultos mayores depende de los tiempos del mercado, así que armamos el plan con margen.",
      "Las comunidades para adultos mayores tienen listas de espera y precios que cambian, y conviene conocerlos antes de poner la casa a la venta.",
    ],
    local: [
      "Al elegir una comunidad, visita el comedor, pregunta por las actividades y fíjate qué tan cerca quedan los médicos y la familia.",
      "Una casa de un solo nivel, con pocas escaleras y un jardín sencillo, puede hacer la vida diaria mucho más cómoda.",
    ],
  },
  "Rural Properties": {
    buying: [
      "En el campo, el terreno manda: revisa el acceso, el agua del pozo, el sistema séptico y las servidumbres antes de enamorarte de la casa.",
      "Muchos bancos financian terreno rural con reglas diferentes, así que busca un prestamista que conozca este tipo de propiedades desde el principio.",
    ],
    selling: [
      "Para vender una propiedad rural, ten a la mano el deslinde, los datos del pozo y del séptico, porque son las primeras preguntas del comprador.",
      "Las fotos aéreas y un buen mapa del terreno venden una propiedad rural mejor que cualquier descripción.",
    ],
    market: [
      "El terreno rural tiene pocas ventas comparables, así que el precio se trabaja con más cuidado y con más conocimiento de la zona.",
      "En el campo, el mercado se mueve por temporadas, y elegir bien el momento para listar puede hacer una gran diferencia.",
    ],
    local: [
      "Antes de comprar en el campo, maneja la ruta en distintas épocas del año y pregunta por el internet, la basura y el mantenimiento del camino.",
      "Las reglas del condado sobre construir, dividir el terreno o tener animales cambian mucho, y conviene conocerlas antes de ofertar.",
    ],
  },
  "Waterfront Properties": {
    buying: [
      "Frente al agua, revisa la zona de inundación, el seguro y el estado del muelle o del malecón antes que la vista.",
      "El acceso al agua no es igual en todas las propiedades: pregunta si el canal es profundo, si hay puentes y qué permisos tiene el muelle.",
    ],
    selling: [
      "Una casa frente al agua se vende con la experiencia: fotos al atardecer, el muelle en orden y la vista como protagonista de cada visita.",
      "Ten listos los permisos del muelle y la información del seguro de inundación, porque el comprador los va a pedir desde el principio.",
    ],
    market: [
      "Las propiedades frente al agua tienen su propio mercado, y los cambios en los seguros pueden mover los precios más que las tasas.",
      "Con pocas ventas frente al agua, comparo cada propiedad por su tipo de acceso, su vista y su orientación, no solo por el tamaño.",
    ],
    local: [
      "Dos casas frente al agua en la misma zona pueden ser muy distintas según la vista, la orientación y el tipo de agua, y eso se ve en persona.",
      "Pregunta por las reglas locales del agua: límites de velocidad, zonas protegidas y qué se puede construir en la orilla.",
    ],
  },
};
